import { parseInstant } from '@klokwerk/domain/parse-instant';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type EmployeeAvailability,
  employeeAvailabilityQueryOptions,
} from '../../../lib/queries/availability';
import {
  companyLeaveQueryOptions,
  companySicknessQueryOptions,
  type LeaveItem,
  type SickReport,
} from '../../../lib/queries/leave';
import { type Schedules, schedulesQueryOptions } from '../api/get-schedules';
import { absenceMarks } from '../lib/absences';
import type { Period } from '../lib/period';
import { shiftWarnings } from '../lib/shift-warnings';

export interface WarningSubject {
  employeeId: number;
  name: string;
  /** Wall-clock date-times of the company, as the form makes them. */
  period: Period;
}

export interface WarningInput {
  companyId: number;
  timeZone: string;
  /** The shift the form describes; null while it is not complete and valid. */
  subject: WarningSubject | null;
  /** The shift being changed: its own old time is no overlap. */
  except: number | null;
}

function instants(period: Period, timeZone: string) {
  const start = parseInstant(period.start, timeZone);
  const end = parseInstant(period.end, timeZone);
  return start.ok && end.ok ? { startTime: start.instant, endTime: end.instant } : null;
}

/** The days of a period as the leave lists ask for them ('yyyy-mm-dd'). */
function daysOf(period: Period | null) {
  return { from: period?.start.slice(0, 10) ?? null, to: period?.end.slice(0, 10) ?? null };
}

/**
 * Warnings about the shift being entered: the employee's definitive shifts and
 * availability that overlap it, asked for exactly its period (the planners' roster holds the
 * concepts too), and approved leave or a sick period it falls in, in the roster's own words. Live while the form is filled in (after a pause in typing); the server answers the saved
 * shift with the same warnings.
 */
export function useShiftWarnings({ companyId, timeZone, subject, except }: WarningInput) {
  const [settled] = useDebouncedValue(subject, 400);
  const live = settled && JSON.stringify(settled) === JSON.stringify(subject) ? settled : null;

  const options = useCallback(
    (of: WarningSubject | null) => ({
      schedules: schedulesQueryOptions(of ? companyId : null, of?.period ?? null),
      availability: employeeAvailabilityQueryOptions(
        of && { employeeId: of.employeeId, companyId, ...of.period },
      ),
      leave: companyLeaveQueryOptions(of ? companyId : null, {
        status: 'APPROVED',
        ...daysOf(of?.period ?? null),
      }),
      sickness: companySicknessQueryOptions(of ? companyId : null, daysOf(of?.period ?? null)),
    }),
    [companyId],
  );
  const liveOptions = options(live);
  const schedules = useQuery(liveOptions.schedules);
  const availability = useQuery(liveOptions.availability);
  const leave = useQuery(liveOptions.leave);
  const sickness = useQuery(liveOptions.sickness);

  const compute = useCallback(
    (
      of: WarningSubject,
      found: Schedules | undefined,
      entries: EmployeeAvailability | undefined,
      absences: { leave: LeaveItem[] | undefined; sickness: SickReport[] | undefined },
    ) => {
      const shift = instants(of.period, timeZone);
      if (!shift) return [];
      const planned = (found ?? [])
        .filter((item) => item.scheduleId !== except)
        .map((item) => ({
          employeeId: item.employee.employeeId,
          startTime: new Date(item.startTime),
          endTime: new Date(item.endTime),
        }));
      const availability = (entries ?? []).map((entry) => ({
        employeeId: entry.employeeId,
        available: entry.available,
        startTime: new Date(entry.startTime),
        endTime: new Date(entry.endTime),
      }));
      const [firstName = '', ...rest] = of.name.split(' ');
      const away = absenceMarks(
        [
          {
            key: 'candidate',
            employee: { employeeId: of.employeeId, firstName, lastName: rest.join(' ') },
            ...shift,
          },
        ],
        absences.leave ?? [],
        absences.sickness ?? [],
        [],
        timeZone,
      );
      return [
        ...shiftWarnings(
          { employeeId: of.employeeId, ...shift },
          of.name,
          planned,
          availability,
          timeZone,
        ),
        ...(away.notes.get('candidate') ?? []),
      ];
    },
    [timeZone, except],
  );

  const warnings = live
    ? compute(live, schedules.data, availability.data, {
        leave: leave.data,
        sickness: sickness.data,
      })
    : [];
  const checkFailed =
    live !== null &&
    (schedules.isError || availability.isError || leave.isError || sickness.isError);

  return { warnings, checkFailed };
}
