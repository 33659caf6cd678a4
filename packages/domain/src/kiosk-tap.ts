import { monthName } from './dutch-calendar';
import { formatDate, formatTime } from './format';
import {
  afterFilledInClockOut,
  alreadyClockedIn,
  clockedIn,
  clockedOut,
  closedMonthNote,
  filledInNote,
  forgottenClockOut,
  lateNote,
  MARKED_FOR_REVIEW,
  openInClosedMonthNote,
  outOfOrderNote,
  storedForReview,
} from './kiosk-messages';
import type { CalendarMonth } from './month-bounds';

/**
 * What a kiosk tap does (docs/offline-kiosk.md, docs/decisions/013 and 016), decided from what
 * the server read: the route reads, calls decideTap, and writes what it says.
 */

/** A second tap this soon after clocking in is a double tap, not a clock-out. */
export const DOUBLE_TAP_MS = 60_000;

/**
 * A registration open this long belongs to an earlier shift whose clock-out was forgotten: no
 * shift lasts 16 hours, and the next shift rarely starts sooner after the last one began.
 */
export const FORGOTTEN_AFTER_MS = 16 * 60 * 60 * 1000;

/** How far a tablet's clock may run ahead of the server's before its tap is refused. */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** A tap that reaches the server later than this is applied but marked for review. */
export const LATE_AFTER_MS = 12 * 60 * 60 * 1000;

/**
 * Whether an open registration that began at `clockInTime` is a shift still going at `now`:
 * begun, and younger than FORGOTTEN_AFTER_MS, so that a tap now would clock it out. Screens say
 * "Aan het werk sinds 16:00" for it instead of a missing clock-out.
 */
export function stillAtWork(clockInTime: Date, now: Date): boolean {
  const since = now.getTime() - clockInTime.getTime();
  return since >= 0 && since < FORGOTTEN_AFTER_MS;
}

/** The employee's registration without a clock-out. */
export interface OpenRegistration {
  recordId: number;
  clockInTime: Date;
  /** Approved or Rejected: a manager has decided it, so no tap changes it any more. */
  decided: boolean;
  /** The clock-out an approved correction gives it; null when none does. */
  correctedClockOut: Date | null;
}

/** A registration whose clock-out a manager filled in while it was open. */
export interface FilledInRegistration {
  clockInTime: Date;
  clockOutTime: Date;
}

/** What the server read before deciding; every instant is the company's zone's to show. */
export interface TapFacts {
  firstName: string;
  timeZone: string;
  /** When the tap was made (the kiosk's `tappedAt`, or now). */
  moment: Date;
  /** When it reached the server. */
  now: Date;
  open: OpenRegistration | null;
  /** The employee's latest registered moment (a clock-in or a clock-out); null without any. */
  latest: Date | null;
  /** The month of `moment` when it is closed; null while it is open. */
  closedAtMoment: CalendarMonth | null;
  /** The month of the open registration's clock-in when it is closed; null otherwise. */
  closedOpen: CalendarMonth | null;
  /**
   * The employee's latest registration with hours when a manager filled in its clock-out while
   * it was open (Tijden wijzigen, or an approved correction); null otherwise.
   */
  filledIn: FilledInRegistration | null;
}

/** The kiosk's answer, as the contract's clock call names it. */
export interface TapAnswer {
  message: string;
  action: 'clockIn' | 'clockOut' | 'alreadyClockedIn';
  firstName: string;
  /** 'HH:mm' of `at` on the company's clock. */
  time: string;
  at: string;
  workedMinutes: number | null;
  needsReview: boolean;
  reviewNote: string | null;
}

/** The one change a tap makes to the registrations. */
export type TapWrite =
  /** Nothing: a double tap. */
  | { kind: 'none' }
  /** A registration of its own from and to `at` (no hours), Pending, marked with the note. */
  | { kind: 'keepForReview'; at: Date; reviewNote: string }
  /** The open registration gets its clock-out; a note marks it for review. */
  | { kind: 'clockOut'; recordId: number; at: Date; reviewNote: string | null }
  /**
   * A new open registration from `at`; a note marks it for review. `forgotten` is an earlier
   * registration still open, to be closed at its own clock-in first (zero hours) and audited.
   */
  | {
      kind: 'clockIn';
      at: Date;
      reviewNote: string | null;
      forgotten: OpenRegistration | null;
      /**
       * An open registration that an approved correction gave its clock-out: it is stored with
       * that clock-out (which every screen already shows for it), so that it stops being the
       * employee's open registration and the correction stays with it.
       */
      settled: { recordId: number; clockOut: Date } | null;
    };

export interface TapDecision {
  write: TapWrite;
  answer: TapAnswer;
}

function answerOf(
  firstName: string,
  timeZone: string,
  action: TapAnswer['action'],
  at: Date,
  message: string,
  workedMinutes: number | null = null,
  reviewNote: string | null = null,
): TapAnswer {
  return {
    message,
    action,
    firstName,
    time: formatTime(at, timeZone),
    at: at.toISOString(),
    workedMinutes,
    needsReview: reviewNote !== null,
    reviewNote,
  };
}

/** "Sanne is al ingeklokt sinds 09:02.": the answer to a tap on an open registration. */
export function alreadyClockedInAnswer(
  firstName: string,
  timeZone: string,
  clockInTime: Date,
): TapAnswer {
  return answerOf(
    firstName,
    timeZone,
    'alreadyClockedIn',
    clockInTime,
    alreadyClockedIn(firstName, formatTime(clockInTime, timeZone)),
  );
}

/** '23-11-2026 12:30': a moment in a review note. */
function noteMoment(at: Date, timeZone: string): string {
  return `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
}

/**
 * Why a tap cannot toggle, or null when it can. It may not rewrite what came after it (older
 * than the employee's latest registered moment) or what a closed month froze (its moment lies
 * in one, or the registration it would close began in one).
 */
function keepForReviewNote(facts: TapFacts): string | null {
  const { moment, latest, open, closedAtMoment, closedOpen, timeZone } = facts;
  const tapped = noteMoment(moment, timeZone);
  if (closedAtMoment) {
    return closedMonthNote(tapped, monthName(closedAtMoment.year, closedAtMoment.month));
  }
  if (latest && moment < latest) return outOfOrderNote(tapped, noteMoment(latest, timeZone));
  if (open && closedOpen) {
    return openInClosedMonthNote(
      tapped,
      noteMoment(open.clockInTime, timeZone),
      monthName(closedOpen.year, closedOpen.month),
    );
  }
  return null;
}

/**
 * Whether the kiosk leaves an open registration alone: a manager decided it (approved or
 * rejected), or an approved correction gave it its clock-out. Either way its hours are settled
 * by someone who checked them, and a tap that closed it would overwrite that decision.
 */
export function closedForKiosk(open: OpenRegistration): boolean {
  return open.decided || open.correctedClockOut !== null;
}

/** The later of two moments, either of which may be missing. */
function later(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  return b !== null && b > a ? b : a;
}

/**
 * A tap at `moment` (received at `now`) toggles:
 * - not clocked in: a new Pending registration from the moment;
 * - clocked in less than DOUBLE_TAP_MS before: nothing, "al ingeklokt" (a double tap);
 * - clocked in earlier: the open registration is closed at the moment;
 * - clocked in FORGOTTEN_AFTER_MS before or more: that clock-out was forgotten. The old
 *   registration is closed at its own clock-in (no hours, so nothing is paid that nobody
 *   worked; a correction for that day supplies the real clock-out) and a new one opens: whoever
 *   taps the morning after a forgotten clock-out is starting a shift, not ending one.
 * An open registration closed for the kiosk (closedForKiosk) is not toggled: the tap clocks in.
 * A clock-in while the shift of a registration whose clock-out a manager filled in is still
 * going (stillAtWork) is marked for review and its answer says what happened: the employee may
 * have meant to clock out of the shift the manager closed.
 * A tap that arrives more than LATE_AFTER_MS after its moment is applied so, and the
 * registration it opened or closed is marked for review. A tap that cannot toggle (see
 * keepForReviewNote) is kept as a registration of its own, from and to its moment, marked for
 * review: never dropped, never guessed.
 */
export function decideTap(given: TapFacts): TapDecision {
  // An open registration that is closed for the kiosk counts as a closed one: the tap starts a
  // new registration, and the clock-out the correction gave it is a registered moment.
  const registered = given.open;
  const settledOut = registered && closedForKiosk(registered) ? registered : null;
  const facts: TapFacts = settledOut
    ? {
        ...given,
        open: null,
        closedOpen: null,
        latest: later(given.latest, settledOut.correctedClockOut),
      }
    : given;
  const settled =
    settledOut?.correctedClockOut != null
      ? { recordId: settledOut.recordId, clockOut: settledOut.correctedClockOut }
      : null;
  const { firstName, timeZone, moment, now, open } = facts;
  const answer = (
    action: TapAnswer['action'],
    text: string,
    workedMinutes: number | null,
    reviewNote: string | null,
  ) => answerOf(firstName, timeZone, action, moment, text, workedMinutes, reviewNote);

  const keepNote = keepForReviewNote(facts);
  if (keepNote !== null) {
    const text = storedForReview(
      firstName,
      formatDate(moment, timeZone),
      formatTime(moment, timeZone),
    );
    return {
      write: { kind: 'keepForReview', at: moment, reviewNote: keepNote },
      answer: answer(open ? 'clockOut' : 'clockIn', text, null, keepNote),
    };
  }

  const late =
    now.getTime() - moment.getTime() > LATE_AFTER_MS
      ? lateNote(noteMoment(moment, timeZone), noteMoment(now, timeZone))
      : null;
  const marked = late === null ? '' : ` ${MARKED_FOR_REVIEW}`;
  const openFor = open ? moment.getTime() - open.clockInTime.getTime() : 0;
  if (open && openFor < DOUBLE_TAP_MS) {
    return {
      write: { kind: 'none' },
      answer: alreadyClockedInAnswer(firstName, timeZone, open.clockInTime),
    };
  }
  if (open && openFor < FORGOTTEN_AFTER_MS) {
    const minutes = Math.floor(openFor / 60_000);
    const text = clockedOut(firstName, formatTime(moment, timeZone), minutes) + marked;
    return {
      write: { kind: 'clockOut', recordId: open.recordId, at: moment, reviewNote: late },
      answer: answer('clockOut', text, minutes, late),
    };
  }
  const forgotten = open
    ? ` ${forgottenClockOut(formatDate(open.clockInTime, timeZone), formatTime(open.clockInTime, timeZone))}`
    : '';
  // Within the shift of a registration a manager closed, the employee may still have been at
  // work and meant to clock out: the new registration is opened, but marked and said.
  const filled =
    settledOut && settled
      ? { clockInTime: settledOut.clockInTime, clockOutTime: settled.clockOut }
      : facts.filledIn;
  const afterFilled = open === null && filled !== null && stillAtWork(filled.clockInTime, moment);
  const filledText = afterFilled
    ? ` ${afterFilledInClockOut(formatTime(filled.clockInTime, timeZone), formatTime(filled.clockOutTime, timeZone))}`
    : '';
  const filledMark = afterFilled
    ? filledInNote(
        noteMoment(moment, timeZone),
        noteMoment(filled.clockOutTime, timeZone),
        noteMoment(filled.clockInTime, timeZone),
      )
    : null;
  const reviewNote = [late, filledMark].filter((note) => note !== null).join(' ') || null;
  const text = clockedIn(firstName, formatTime(moment, timeZone)) + forgotten + filledText + marked;
  return {
    write: { kind: 'clockIn', at: moment, reviewNote, forgotten: open, settled },
    answer: answer('clockIn', text, null, reviewNote),
  };
}
