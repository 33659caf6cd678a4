import type { LocalDate } from '@klokwerk/domain/local-date';
import { lazy, Suspense, useEffect } from 'react';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import type { Week } from '../lib/period';
import { loadConfirmFindingsDialog } from './use-publish-week';
import type { RosterStatus } from './use-roster-data';
import type { RosterPlanning } from './use-roster-planning';

export const loadNewShift = () => import('./new-shift-dialog');
const NewShiftDialog = lazy(async () => ({ default: (await loadNewShift()).NewShiftDialog }));
const loadDetails = () => import('./shift-details-dialog');
const ShiftDetailsDialog = lazy(async () => ({
  default: (await loadDetails()).ShiftDetailsDialog,
}));
export const loadTemplates = () => import('./templates-dialog');
const TemplatesDialog = lazy(async () => ({ default: (await loadTemplates()).TemplatesDialog }));
const ConfirmFindingsDialog = lazy(async () => ({
  default: (await loadConfirmFindingsDialog()).ConfirmFindingsDialog,
}));

export interface RosterDialogsProps {
  planning: RosterPlanning;
  companyId: number | null;
  timeZone: string;
  status: RosterStatus;
  employees: CompanyEmployees;
  /** The day shown: where Nieuwe Dienst starts unless a cell says otherwise. */
  day: LocalDate;
  week: Week;
  monthChoices: ReadonlyArray<{ value: string; label: string }>;
  /** The labour-law findings per shift key, shown in a shift's details. */
  flags: ReadonlyMap<string, string[]>;
}

/**
 * The roster's dialogs, each a chunk of its own: the roster draws without Mantine's modal stack
 * and the forms, which are fetched ahead of use (near the button that opens one, or as soon as
 * the roster is there for a shift's details).
 */
export function RosterDialogs({ planning, companyId, timeZone, ...props }: RosterDialogsProps) {
  const { details, newShift, templates, confirmation } = planning;
  // The details dialog is what a click on the roster opens: fetch it once the roster is there.
  useEffect(() => {
    if (props.status === 'ready') void loadDetails();
  }, [props.status]);

  return (
    <Suspense fallback={null}>
      {details.shift && (
        <ShiftDetailsDialog
          key={details.shift.key}
          shift={details.shift}
          timeZone={timeZone}
          opened={details.opened}
          deleting={details.deleting}
          error={details.error}
          findings={props.flags.get(details.shift.key) ?? []}
          onDelete={details.remove}
          onEdit={planning.editShift}
          onClose={details.close}
        />
      )}
      {newShift.key > 0 && companyId !== null && (
        <NewShiftDialog
          key={newShift.key}
          opened={newShift.opened}
          onClose={newShift.close}
          companyId={companyId}
          timeZone={timeZone}
          employees={props.employees}
          defaultDate={newShift.start.date ?? props.day}
          defaultEmployeeId={newShift.start.employeeId}
          editing={newShift.start.editing ?? null}
          monthChoices={props.monthChoices}
          onSaved={newShift.saved}
        />
      )}
      {templates.key > 0 && companyId !== null && (
        <TemplatesDialog
          key={templates.key}
          opened={templates.opened}
          onClose={planning.closeTemplates}
          companyId={companyId}
          week={props.week}
          onSaved={planning.templateSaved}
          onApplied={planning.templateApplied}
        />
      )}
      {confirmation.question && (
        <ConfirmFindingsDialog
          opened={confirmation.question.opened}
          violations={confirmation.question.violations}
          onConfirm={confirmation.confirmAnyway}
          onBack={confirmation.back}
        />
      )}
    </Suspense>
  );
}
