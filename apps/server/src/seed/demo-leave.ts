import { type ContractPeriod, MONDAY_TO_FRIDAY } from '@klokwerk/domain/contract-periods';
import { leaveMinutesPerDay } from '@klokwerk/domain/leave-days';
import {
  addDays,
  isoWeekday,
  type LocalDate,
  localTimeToInstant,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import type { RosterEmployee } from './demo-roster';

/**
 * The demo's leave (docs/decisions/007-demo-seed.md): a week of holiday ahead for the
 * medewerker with an opening balance, two days taken by a colleague, two requests waiting for a
 * decision and one open sick report, so Verlof en ziekte, the roster's marks, Mijn verlof and
 * the balances show something on the first visit.
 */
export const DEMO_LEAVE_CAST = {
  plannedWeek: 'emma.smit@demohoreca.example',
  takenDays: 'lars.deboer@demohoreca.example',
  pendingWeek: 'julia.vandijk@demohoreca.example',
  pendingMorning: 'kevin.peters@demohoreca.example',
  sick: 'bram.willems@demohoreca.example',
} as const;

/** What the medewerker carried over from last year, in minutes of statutory leave. */
export const DEMO_OPENING_MINUTES = 16 * 60;

export interface DemoLeave {
  employeeId: number;
  companyId: number;
  leaveType: 'VAKANTIE' | 'BIJZONDER';
  startDate: string;
  endDate: string;
  startMinutes: number | null;
  endMinutes: number | null;
  startsAt: Date;
  endsAt: Date;
  minutes: number;
  status: 'APPROVED' | 'PENDING';
  note: string | null;
}

export interface DemoSickness {
  employeeId: number;
  companyId: number;
  sickFrom: Date;
}

function contractOf(employee: RosterEmployee): ContractPeriod {
  return {
    from: toIsoDate(employee.startDate),
    to: employee.endDate ? toIsoDate(employee.endDate) : null,
    hours: { kind: 'fixed', minutesPerWeek: Math.round(employee.hoursPerWeek * 60) },
    workingWeekdays: MONDAY_TO_FRIDAY,
  };
}

/** The Monday `weeks` weeks after this week's. */
function mondayIn(today: LocalDate, weeks: number): LocalDate {
  return addDays(today, 7 * weeks - (isoWeekday(today) - 1));
}

export function planDemoLeave(input: {
  today: LocalDate;
  timeZone: string;
  employee(email: string): RosterEmployee;
}): { leave: DemoLeave[]; sickness: DemoSickness[] } {
  const { today, timeZone } = input;
  const wholeDays = (
    email: string,
    first: LocalDate,
    days: number,
    status: DemoLeave['status'],
    note: string | null,
  ): DemoLeave => {
    const employee = input.employee(email);
    const last = addDays(first, days - 1);
    const span = { unit: 'days' as const, from: toIsoDate(first), to: toIsoDate(last) };
    const worth = leaveMinutesPerDay(span, [contractOf(employee)], new Set());
    return {
      employeeId: employee.id,
      companyId: employee.companyId,
      leaveType: 'VAKANTIE',
      startDate: span.from,
      endDate: span.to,
      startMinutes: null,
      endMinutes: null,
      startsAt: localTimeToInstant(first, 0, timeZone),
      endsAt: localTimeToInstant(addDays(last, 1), 0, timeZone),
      minutes: worth.reduce((sum, day) => sum + day.minutes, 0),
      status,
      note,
    };
  };
  const morning = mondayIn(today, 1);
  const kevin = input.employee(DEMO_LEAVE_CAST.pendingMorning);
  const wednesday = addDays(morning, 2);
  const sick = input.employee(DEMO_LEAVE_CAST.sick);
  return {
    leave: [
      wholeDays(DEMO_LEAVE_CAST.plannedWeek, mondayIn(today, 3), 5, 'APPROVED', 'Weekje weg'),
      wholeDays(DEMO_LEAVE_CAST.takenDays, mondayIn(today, -2), 2, 'APPROVED', null),
      wholeDays(DEMO_LEAVE_CAST.pendingWeek, mondayIn(today, 5), 3, 'PENDING', 'Bruiloft zus'),
      {
        employeeId: kevin.id,
        companyId: kevin.companyId,
        leaveType: 'BIJZONDER',
        startDate: toIsoDate(wednesday),
        endDate: toIsoDate(wednesday),
        startMinutes: 9 * 60,
        endMinutes: 13 * 60,
        startsAt: localTimeToInstant(wednesday, 9 * 60, timeZone),
        endsAt: localTimeToInstant(wednesday, 13 * 60, timeZone),
        minutes: 4 * 60,
        status: 'PENDING',
        note: 'Afspraak bij de gemeente',
      },
    ],
    // Called in sick yesterday morning, not yet better.
    sickness: [
      {
        employeeId: sick.id,
        companyId: sick.companyId,
        sickFrom: localTimeToInstant(addDays(today, -1), 8 * 60, timeZone),
      },
    ],
  };
}
