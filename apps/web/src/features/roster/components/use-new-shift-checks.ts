import { useMemo } from 'react';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import { draftTimes, type NewShiftValues, validateNewShift } from '../lib/new-shift-values';
import type { RosterShift } from '../lib/roster-rows';
import { type Candidate, useCandidateFindings } from './use-candidate-findings';
import { useShiftWarnings, type WarningSubject } from './use-shift-warnings';

export interface NewShiftChecksInput {
  companyId: number;
  timeZone: string;
  employees: CompanyEmployees;
  editing: RosterShift | null;
  values: NewShiftValues;
}

/**
 * What the Nieuwe Dienst form is checked against while it is filled in: the employee chosen,
 * the overlaps, unavailability and absences of the shift, and the Arbeidstijdenwet's findings.
 * Both checks wait for a complete and valid form.
 */
export function useNewShiftChecks({
  companyId,
  timeZone,
  employees,
  editing,
  values,
}: NewShiftChecksInput) {
  const chosen = employees.find((e) => String(e.employeeId) === values.employeeId) ?? null;
  const subject: WarningSubject | null = useMemo(() => {
    const errors = validateNewShift(values, companyId, employees, timeZone, '');
    if (!chosen || Object.keys(errors).length > 0) return null;
    const { startTime, endTime } = draftTimes(values);
    return {
      employeeId: chosen.employeeId,
      name: `${chosen.firstName} ${chosen.lastName}`,
      period: { start: startTime, end: endTime },
    };
  }, [values, chosen, companyId, employees, timeZone]);
  const { warnings, checkFailed } = useShiftWarnings({
    companyId,
    timeZone,
    subject,
    except: editing?.scheduleId ?? null,
  });
  const candidate: Candidate | null = useMemo(
    () =>
      chosen && subject
        ? { employeeId: subject.employeeId, employeeEmail: chosen.email, period: subject.period }
        : null,
    [chosen, subject],
  );
  // A changed shift would be checked beside its own old time: the week's panel shows it after saving.
  const labour = useCandidateFindings({ companyId, candidate: editing ? null : candidate });
  return { chosen, subject, warnings, checkFailed, labour };
}
