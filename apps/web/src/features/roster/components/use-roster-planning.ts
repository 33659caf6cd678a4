import type { LocalDate } from '@klokwerk/domain/local-date';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanner } from '../../../components/signed-in/use-banner';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import type { CopiedShifts, SavedTemplate } from '../api/roster-writes';
import type { Week } from '../lib/period';
import type { RosterShift } from '../lib/roster-rows';
import type { RosterSearch } from '../lib/roster-search';
import { useCopyPrevious, useCopyReport } from './use-copy-previous';
import { useDropMove } from './use-drop-move';
import { useGridHandlers } from './use-grid-handlers';
import { useNewShift } from './use-new-shift';
import { usePublish, type Warnings } from './use-publish-week';
import { useShiftDetails } from './use-shift-details';

export interface RosterPlanningInput {
  companyId: number | null;
  timeZone: string;
  search: Pick<RosterSearch, 'view' | 'department'>;
  update(changes: Partial<RosterSearch>): void;
  day: LocalDate;
  week: Week;
  shifts: readonly RosterShift[];
  employees: CompanyEmployees;
  /** The ids of the week's concept shifts: what Rooster Bevestigen publishes. */
  concepts: ReadonlySet<number>;
}

/**
 * What the planner does on the roster: publishing, Nieuwe Dienst, copying, a shift's details,
 * templates and dropping a concept elsewhere, with the one banner and the warnings that every
 * one of them reports to.
 */
export function useRosterPlanning(input: RosterPlanningInput) {
  const { companyId, timeZone, search, update, day, week } = input;
  const { t } = useTranslation('roster');
  const { banner, show, close } = useBanner();
  const [warnings, setWarnings] = useState<Warnings | null>(null);
  const goTo = useCallback(
    (date: LocalDate, department?: null) => update({ date, department }),
    [update],
  );
  const confirmation = usePublish({
    companyId,
    week,
    concepts: input.concepts,
    show,
    onWarnings: setWarnings,
  });
  const newShift = useNewShift({
    timeZone,
    department: search.department,
    show,
    onWarnings: setWarnings,
    onGoTo: goTo,
  });
  const copier = useCopyPrevious({
    companyId,
    timeZone,
    view: search.view,
    day,
    show,
    onWarnings: setWarnings,
  });
  const details = useShiftDetails({ companyId, show });
  const [templates, setTemplates] = useState({ key: 0, opened: false });
  const closeTemplates = () => setTemplates((current) => ({ ...current, opened: false }));
  const reportApplied = useCopyReport({ timeZone, show, onWarnings: setWarnings });
  const move = useDropMove({
    companyId,
    timeZone,
    employees: input.employees,
    show,
    onWarnings: setWarnings,
  });
  const grid = useGridHandlers({
    shifts: input.shifts,
    openNewShift: newShift.open,
    openShift: details.open,
    move,
  });

  return {
    banner,
    closeBanner: close,
    warnings,
    closeWarnings: () => setWarnings(null),
    confirmation,
    newShift,
    copier,
    details,
    grid,
    editShift: () => {
      const shift = details.shift;
      details.close();
      if (shift) newShift.open({ date: null, employeeId: null, editing: shift });
    },
    templates,
    openTemplates: () => setTemplates((current) => ({ key: current.key + 1, opened: true })),
    closeTemplates,
    templateSaved: (saved: SavedTemplate) => {
      closeTemplates();
      show('success', t('templates.saved', { name: saved.name, count: saved.shiftCount }));
    },
    templateApplied: (answer: CopiedShifts) => {
      closeTemplates();
      reportApplied(answer);
    },
  };
}

export type RosterPlanning = ReturnType<typeof useRosterPlanning>;
