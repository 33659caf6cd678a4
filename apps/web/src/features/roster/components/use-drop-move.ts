import { formatDate } from '@klokwerk/domain/format';
import { type LocalDate, localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import { useMoveShift } from '../api/roster-writes';
import { draftTimes, movedValues, validateNewShift } from '../lib/new-shift-values';
import { type RosterShift, shiftLabel } from '../lib/roster-rows';
import type { Warnings } from './use-publish-week';

export interface DropMoveInput {
  companyId: number | null;
  timeZone: string;
  employees: CompanyEmployees;
  show: ShowBanner;
  onWarnings(warnings: Warnings | null): void;
}

/**
 * A concept shift dropped on another cell of the week: the same clock times on that person and
 * day, saved with PUT /api/schedules/{scheduleId}. What the server warns about (an overlap, an
 * unavailability) stays in view, as after Nieuwe Dienst; a refusal says why in the banner.
 */
export function useDropMove({ companyId, timeZone, employees, show, onWarnings }: DropMoveInput) {
  const { t } = useTranslation('roster');
  const { mutate } = useMoveShift(companyId);

  // One function while its inputs stay: the memoised week grid is not drawn again for it.
  return useCallback(
    (shift: RosterShift, employeeId: number, day: LocalDate) => {
      const fail = (reason: string) => show('error', `${t('errors.move')} ${reason}`, true);
      const start = localDateOf(shift.startTime, timeZone);
      if (employeeId === shift.employee.employeeId && toIsoDate(start) === toIsoDate(day)) return;
      const values = movedValues({ ...shift, employeeId }, day, timeZone);
      const errors = validateNewShift(
        values,
        companyId,
        employees,
        timeZone,
        t('errors.nonexistentTime'),
      );
      // Someone no longer listed (archived, with a shift this week) is an invalid employee.
      const employee = employees.find((e) => e.employeeId === employeeId);
      const problem = Object.values(errors)[0];
      if (problem !== undefined || !employee) {
        fail(String(problem ?? GENERIC_ERROR_MESSAGE));
        return;
      }
      onWarnings(null);
      mutate(
        {
          scheduleId: shift.scheduleId,
          body: { employeeEmail: employee.email, ...draftTimes(values) },
        },
        {
          onSuccess: (moved) => {
            const from = new Date(moved.startTime);
            show(
              'success',
              t('notices.moved', {
                name: `${moved.employee.firstName} ${moved.employee.lastName}`,
                date: formatDate(from, timeZone),
                time: shiftLabel(from, new Date(moved.endTime), timeZone),
              }),
            );
            onWarnings(
              moved.warnings.length > 0
                ? { intro: t('notices.draftWarnings'), items: moved.warnings }
                : null,
            );
          },
          onError: (error) =>
            fail(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE),
        },
      );
    },
    [companyId, timeZone, employees, show, onWarnings, mutate, t],
  );
}
