import { ABSENCE_WARNINGS } from '@klokwerk/contract/leave';
import {
  addDays,
  type LocalDate,
  localTimeToInstant,
  toIsoDate,
} from '@klokwerk/domain/local-date';

export type AbsenceKind = 'leave' | 'sick';

/** Approved leave as the roster reads it (the fields of the list answer it uses). */
export interface RosterLeave {
  employeeId: number;
  status: string;
  startsAt: string;
  endsAt: string;
  startTime: string | null;
}

/** A sick report as the roster reads it. */
export interface RosterSickness {
  employeeId: number;
  sickFrom: string;
  recoveredAt: string | null;
}

/** A shift as the marks need it: its block key, whose, and when. */
export interface MarkedShift {
  key: string;
  employee: { employeeId: number; firstName: string; lastName: string };
  startTime: Date;
  endTime: Date;
}

/**
 * What the roster marks (docs/decisions/025): per block, the warnings about its shift in
 * approved leave or a sick period (the server's own texts, ABSENCE_WARNINGS); per person and
 * day ('employeeId:yyyy-mm-dd'), whether they are on leave or sick, sickness first.
 */
export interface AbsenceMarks {
  notes: ReadonlyMap<string, string[]>;
  cells: ReadonlyMap<string, AbsenceKind>;
}

interface Period {
  employeeId: number;
  kind: AbsenceKind;
  start: number;
  /** An open sick period runs on. */
  end: number;
  part: { start: Date; end: Date } | null;
}

function periodsOf(leave: readonly RosterLeave[], sickness: readonly RosterSickness[]): Period[] {
  return [
    ...sickness.map((s) => ({
      employeeId: s.employeeId,
      kind: 'sick' as const,
      start: Date.parse(s.sickFrom),
      end: s.recoveredAt === null ? Number.POSITIVE_INFINITY : Date.parse(s.recoveredAt),
      part: null,
    })),
    ...leave
      .filter((l) => l.status === 'APPROVED')
      .map((l) => ({
        employeeId: l.employeeId,
        kind: 'leave' as const,
        start: Date.parse(l.startsAt),
        end: Date.parse(l.endsAt),
        part:
          l.startTime === null ? null : { start: new Date(l.startsAt), end: new Date(l.endsAt) },
      })),
  ];
}

export function absenceMarks(
  shifts: readonly MarkedShift[],
  leave: readonly RosterLeave[],
  sickness: readonly RosterSickness[],
  days: readonly LocalDate[],
  timeZone: string,
): AbsenceMarks {
  const periods = periodsOf(leave, sickness);
  const notes = new Map<string, string[]>();
  for (const shift of shifts) {
    const start = shift.startTime.getTime();
    const end = shift.endTime.getTime();
    const name = `${shift.employee.firstName} ${shift.employee.lastName}`;
    for (const period of periods) {
      if (period.employeeId !== shift.employee.employeeId) continue;
      if (period.start >= end || period.end <= start) continue;
      const warning = { name, day: new Date(Math.max(start, period.start)), timeZone };
      const text =
        period.kind === 'sick'
          ? ABSENCE_WARNINGS.sick({ ...warning, part: null })
          : ABSENCE_WARNINGS.onLeave({ ...warning, part: period.part });
      notes.set(shift.key, [...(notes.get(shift.key) ?? []), text]);
    }
  }
  const cells = new Map<string, AbsenceKind>();
  for (const day of days) {
    const from = localTimeToInstant(day, 0, timeZone).getTime();
    const to = localTimeToInstant(addDays(day, 1), 0, timeZone).getTime();
    for (const period of periods) {
      if (period.start >= to || period.end <= from) continue;
      const key = `${period.employeeId}:${toIsoDate(day)}`;
      if (cells.get(key) !== 'sick') cells.set(key, period.kind);
    }
  }
  return { notes, cells };
}
