import { parseInstant } from '@klokwerk/domain/parse-instant';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type EmployeeAvailability,
  employeeAvailabilityQueryOptions,
} from '../api/get-employee-availability';
import { type Schedules, schedulesQueryOptions } from '../api/get-schedules';
import type { Period } from '../lib/period';
import type { RosterShift } from '../lib/roster-rows';
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
  /** Every concept shift of the company, which the server does not know yet. */
  drafts: readonly RosterShift[];
}

function instants(period: Period, timeZone: string) {
  const start = parseInstant(period.start, timeZone);
  const end = parseInstant(period.end, timeZone);
  return start.ok && end.ok ? { startTime: start.instant, endTime: end.instant } : null;
}

/**
 * Warnings about the shift being entered: the employee's definitive shifts and
 * availability that overlap it, asked for exactly its period, and the concept shifts in this
 * browser. Live while the form is filled in (after a pause in typing), and once more, awaited,
 * when it is saved.
 */
export function useShiftWarnings({ companyId, timeZone, subject, drafts }: WarningInput) {
  const queryClient = useQueryClient();
  const [settled] = useDebouncedValue(subject, 400);
  const live = settled && JSON.stringify(settled) === JSON.stringify(subject) ? settled : null;

  const options = useCallback(
    (of: WarningSubject | null) => ({
      schedules: schedulesQueryOptions(of ? companyId : null, of?.period ?? null),
      availability: employeeAvailabilityQueryOptions(
        of ? companyId : null,
        of?.employeeId ?? null,
        of?.period ?? null,
      ),
    }),
    [companyId],
  );
  const liveOptions = options(live);
  const schedules = useQuery(liveOptions.schedules);
  const availability = useQuery(liveOptions.availability);

  const compute = useCallback(
    (
      of: WarningSubject,
      found: Schedules | undefined,
      entries: EmployeeAvailability | undefined,
    ) => {
      const shift = instants(of.period, timeZone);
      if (!shift) return [];
      const planned = [
        ...(found ?? []).map((item) => ({
          employeeId: item.employee.employeeId,
          startTime: new Date(item.startTime),
          endTime: new Date(item.endTime),
        })),
        ...drafts.map((draft) => ({
          employeeId: draft.employee.employeeId,
          startTime: draft.startTime,
          endTime: draft.endTime,
        })),
      ];
      const availability = (entries ?? []).map((entry) => ({
        employeeId: entry.employeeId,
        available: entry.available,
        startTime: new Date(entry.startTime),
        endTime: new Date(entry.endTime),
      }));
      return shiftWarnings(
        { employeeId: of.employeeId, ...shift },
        of.name,
        planned,
        availability,
        timeZone,
      );
    },
    [drafts, timeZone],
  );

  const warnings = live ? compute(live, schedules.data, availability.data) : [];
  const checkFailed = live !== null && (schedules.isError || availability.isError);

  /** The warnings for `of`, from the cache when the live check already asked. */
  const check = useCallback(
    async (of: WarningSubject): Promise<{ warnings: string[]; failed: boolean }> => {
      const { schedules: s, availability: a } = options(of);
      try {
        const [found, entries] = await Promise.all([
          queryClient.fetchQuery(s),
          queryClient.fetchQuery(a),
        ]);
        return { warnings: compute(of, found, entries), failed: false };
      } catch {
        return { warnings: compute(of, undefined, undefined), failed: true };
      }
    },
    [options, queryClient, compute],
  );

  return { warnings, checkFailed, check };
}
