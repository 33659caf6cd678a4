import { DAY_MS, type InstantWindow } from './time-records';

/**
 * How far around a period the database must be read so that the correction rule
 * (apply-corrections.ts, docs/decisions/013-time-registration-corrections-and-reports.md) sees
 * every correction and every registration it needs. An APPROVED correction applies to the
 * registration whose clock-out falls on the correction's calendar day (company zone), nearest
 * first, or failing that to the open registration that clocked in less than 24 hours before it.
 * A window that is too narrow does not fail: it silently leaves a correction out of someone's
 * pay, or hands it to the wrong registration. So every read takes its window from here.
 *
 * The windows are whole milliseconds around the period, independent of the zone: they assume
 * that a calendar day lasts at most LONGEST_DAY_MS and a registration at most LONGEST_RECORD_MS,
 * and are otherwise exact.
 */

/** A calendar day of the company's zone lasts 23 to 25 hours where the clocks move. */
export const LONGEST_DAY_MS = 25 * 60 * 60 * 1000;

/**
 * The longest registration the windows allow for. The app writes none longer than 24 hours (a
 * manual entry is refused beyond that; the kiosk closes a registration within 16 hours, or at
 * its own clock-in); two days leaves room for one written another way (a repair by hand, an
 * import), as the reads always have, at the cost of reading a few more rows.
 */
export const LONGEST_RECORD_MS = 2 * DAY_MS;

/**
 * How long before a correction's requested time the registrations it may apply to can clock
 * in: its day began less than a day before it, and a registration that clocks out on that day
 * clocked in at most LONGEST_RECORD_MS before that (an open one: less than 24 hours before it).
 */
export const RECORDS_BEFORE_CORRECTION_MS = LONGEST_RECORD_MS + LONGEST_DAY_MS;

/**
 * How long after a correction's requested time the registrations it may apply to can clock in:
 * one that clocks in later on the same day still clocks out on that day, which ends less than a
 * day after it.
 */
export const RECORDS_AFTER_CORRECTION_MS = LONGEST_DAY_MS;

/**
 * The corrections (by requested time) that may apply to the registrations clocking in from
 * `clockIns.from` up to `clockIns.to` (a period's exclusive end, or the last clock-in itself).
 * A registration's corrections lie on the day of its clock-out, which begins less than a day
 * before its clock-in at the earliest and ends less than a day after a clock-out at most
 * LONGEST_RECORD_MS after its clock-in; an open registration's lie within 24 hours after its
 * clock-in, well inside that.
 */
export function correctionsWindow(clockIns: InstantWindow): InstantWindow {
  return {
    from: new Date(clockIns.from.getTime() - LONGEST_DAY_MS),
    to: new Date(clockIns.to.getTime() + LONGEST_RECORD_MS + LONGEST_DAY_MS),
  };
}

/**
 * The registrations (by clock-in) that corrections requested from `requested.from` up to
 * `requested.to` may apply to. A rule that hands a correction to one registration must see every
 * other one the correction could go to instead (the nearest clock-out wins), so this is also
 * what to read around a registration's corrections to decide which of them is its own.
 */
export function recordsWindow(requested: InstantWindow): InstantWindow {
  return {
    from: new Date(requested.from.getTime() - RECORDS_BEFORE_CORRECTION_MS),
    to: new Date(requested.to.getTime() + RECORDS_AFTER_CORRECTION_MS),
  };
}
