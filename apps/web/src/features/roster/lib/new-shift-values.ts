import type { CallBody } from '@klokwerk/contract/call';
import {
  type CreateScheduleInput,
  createScheduleBody,
  type createScheduleCall,
  MAX_SHIFT_HOURS,
  SCHEDULE_MESSAGES,
} from '@klokwerk/contract/schedules';
import { formatTime } from '@klokwerk/domain/format';
import {
  addDays,
  daysBetween,
  type LocalDate,
  localDateOf,
  readIsoDate,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import { parseInstant } from '@klokwerk/domain/parse-instant';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';

/** What the Nieuwe Dienst form holds: the employee's id and the inputs' own texts. */
export interface NewShiftValues {
  employeeId: string | null;
  /** 'yyyy-mm-dd' */
  startDate: string;
  /** 'HH:mm' */
  startTime: string;
  endDate: string;
  endTime: string;
}

/** The specification's default shift, 09:00 to 17:00, on `date`, for `employeeId` if given. */
export function initialValues(date: LocalDate, employeeId: number | null = null): NewShiftValues {
  const day = toIsoDate(date);
  return {
    employeeId: employeeId === null ? null : String(employeeId),
    startDate: day,
    startTime: '09:00',
    endDate: day,
    endTime: '17:00',
  };
}

/** The form filled in with a shift that is being changed, on the company's clock. */
export function shiftValues(
  shift: { employeeId: number; startTime: Date; endTime: Date },
  timeZone: string,
): NewShiftValues {
  return {
    employeeId: String(shift.employeeId),
    startDate: toIsoDate(localDateOf(shift.startTime, timeZone)),
    startTime: formatTime(shift.startTime, timeZone),
    endDate: toIsoDate(localDateOf(shift.endTime, timeZone)),
    endTime: formatTime(shift.endTime, timeZone),
  };
}

/**
 * The form of a shift moved to start on `day`: the same clock times, ending as many days after
 * its start as before (a night shift 22:00–04:00 still ends the next morning). Clock times,
 * not a number of hours, as a planner reads the roster: the server measures the instants, so
 * the night the clock changes is an hour shorter or longer, as every shift that night is.
 */
export function movedValues(
  shift: { employeeId: number; startTime: Date; endTime: Date },
  day: LocalDate,
  timeZone: string,
): NewShiftValues {
  const values = shiftValues(shift, timeZone);
  const nights = nightsOf(values) ?? 0;
  return { ...values, startDate: toIsoDate(day), endDate: toIsoDate(addDays(day, nights)) };
}

/**
 * How many days after its start date the form's shift ends (1 for a night shift), or null
 * while either date is incomplete.
 */
export function nightsOf(values: Pick<NewShiftValues, 'startDate' | 'endDate'>): number | null {
  const start = readIsoDate(values.startDate);
  const end = readIsoDate(values.endDate);
  return start && end ? daysBetween(start, end) : null;
}

/** The end date `nights` days after `startDate`, or null while the start date is incomplete. */
export function endDateAfter(startDate: string, nights: number): string | null {
  const start = readIsoDate(startDate);
  return start ? toIsoDate(addDays(start, nights)) : null;
}

/** A date and time input as the API's wall-clock date-time: 'yyyy-MM-ddTHH:mm:ss', or ''. */
export function wallClock(date: string, time: string): string {
  if (date === '' || time === '') return '';
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

export interface ShiftEmployee {
  employeeId: number;
  email: string;
}

type ScheduleBody = CallBody<typeof createScheduleCall>;

/** The create body the form's values stand for; the contract's schema checks it. */
export function toScheduleBody(
  values: NewShiftValues,
  companyId: number | null,
  employees: readonly ShiftEmployee[],
): ScheduleBody {
  const employee = employees.find((e) => String(e.employeeId) === values.employeeId);
  return {
    employeeEmail: employee?.email ?? '',
    companyId: companyId ?? '',
    startTime: wallClock(values.startDate, values.startTime),
    endTime: wallClock(values.endDate, values.endTime),
  };
}

const resolve = schemaResolver(createScheduleBody, { sync: true });
const MAX_SHIFT_MS = MAX_SHIFT_HOURS * 3_600_000;

/**
 * The form's errors: the contract's rules and messages (docs/screens.md#roster: Selecteer een geldige
 * medewerker, Eindtijd moet na begintijd liggen, Selecteer eerst een bedrijf), each on the
 * input to fix, and what only the company's zone can tell before the server does: a time that
 * does not exist on the spring-forward night, and a shift longer than the contract allows.
 */
export function validateNewShift(
  values: NewShiftValues,
  companyId: number | null,
  employees: readonly ShiftEmployee[],
  timeZone: string,
  nonexistentMessage: string,
): FormErrors {
  const found = resolve(toScheduleBody(values, companyId, employees));
  const errors: FormErrors = {};
  if (found.employeeEmail) errors.employeeId = found.employeeEmail;
  if (found.companyId) errors.companyId = found.companyId;
  if (found.startTime)
    errors[values.startDate === '' ? 'startDate' : 'startTime'] = found.startTime;
  if (found.endTime) {
    errors[values.endDate === '' && values.endTime !== '' ? 'endDate' : 'endTime'] = found.endTime;
  }
  if (found.startTime || found.endTime) return errors;

  const start = parseInstant(wallClock(values.startDate, values.startTime), timeZone);
  const end = parseInstant(wallClock(values.endDate, values.endTime), timeZone);
  if (!start.ok && start.reason === 'nonexistent') errors.startTime = nonexistentMessage;
  if (!end.ok && end.reason === 'nonexistent') errors.endTime = nonexistentMessage;
  if (start.ok && end.ok) {
    const length = end.instant.getTime() - start.instant.getTime();
    // The wall clocks may read in order while the instants do not: the night the clock goes back.
    if (length <= 0) errors.endTime = SCHEDULE_MESSAGES.endAfterStart;
    else if (length > MAX_SHIFT_MS) errors.endDate = SCHEDULE_MESSAGES.tooLong;
  }
  return errors;
}

/** The shift a valid form stands for, as the concept call takes it. */
export function draftTimes(
  values: NewShiftValues,
): Pick<CreateScheduleInput, 'startTime' | 'endTime'> {
  return {
    startTime: wallClock(values.startDate, values.startTime),
    endTime: wallClock(values.endDate, values.endTime),
  };
}
