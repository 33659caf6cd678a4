import { daysBetween, type LocalDate } from '@klokwerk/domain/local-date';
import { segmentsOnDay, startDayOf } from '@klokwerk/domain/roster-layout';
import type { CompanyOpenShift, OfferToDecide } from '../../../lib/queries/open-shifts';
import { shiftLabel } from './roster-rows';

/** An open shift as the grids draw it: a chip that leads to Open diensten. */
export interface RosterOpenShift {
  /** Unique on the screen: `o<openShiftId>`. */
  key: string;
  startTime: Date;
  endTime: Date;
  /** 'HH:mm–HH:mm' on the company's clock, 24-hour. */
  label: string;
  jobTitle: string;
  places: number;
  placesLeft: number;
  /** Claims the planner has still to decide on. */
  waitingClaims: number;
}

export function rosterOpenShifts(
  items: readonly CompanyOpenShift[],
  timeZone: string,
): RosterOpenShift[] {
  return items.map((item) => {
    const startTime = new Date(item.startTime);
    const endTime = new Date(item.endTime);
    return {
      key: `o${item.openShiftId}`,
      startTime,
      endTime,
      label: shiftLabel(startTime, endTime, timeZone),
      jobTitle: item.jobTitle.name,
      places: item.places,
      placesLeft: item.placesLeft,
      waitingClaims: item.claims.filter((claim) => claim.status === 'PENDING').length,
    };
  });
}

/** Seven lists, Monday first: the open shifts that start on that day, as shifts do in the week. */
export function openShiftWeek(
  openShifts: readonly RosterOpenShift[],
  days: readonly LocalDate[],
  timeZone: string,
): RosterOpenShift[][] {
  const cells: RosterOpenShift[][] = days.map(() => []);
  const monday = days[0];
  if (!monday) return cells;
  for (const shift of openShifts) {
    cells[daysBetween(monday, startDayOf(shift, timeZone))]?.push(shift);
  }
  return cells;
}

export interface OpenShiftBlock {
  shift: RosterOpenShift;
  /** Wall-clock minutes of `day` the chip covers. */
  startMinute: number;
  endMinute: number;
  /** The open shift began the day before (a night's early hours). */
  fromPreviousDay: boolean;
  /** 0 for the first line; open shifts at the same time go on the next lines. */
  lane: number;
}

/** The day view: the part of each open shift on `day`, a line for each that overlaps another. */
export function openShiftDay(
  openShifts: readonly RosterOpenShift[],
  day: LocalDate,
  timeZone: string,
): { blocks: OpenShiftBlock[]; lanes: number } {
  const laneEnds: number[] = [];
  const blocks = segmentsOnDay(openShifts, day, timeZone).map(({ shift, segment }) => {
    let lane = laneEnds.findIndex((end) => end <= segment.startMinute);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = segment.endMinute;
    const { startMinute, endMinute, fromPreviousDay } = segment;
    return { shift, startMinute, endMinute, fromPreviousDay, lane };
  });
  return { blocks, lanes: Math.max(1, laneEnds.length) };
}

/** What waits for the planner on Open diensten: pending claims and offers a colleague took. */
export function waitingDecisions(
  openShifts: readonly CompanyOpenShift[],
  offers: readonly OfferToDecide[],
): number {
  const claims = openShifts.reduce(
    (sum, item) => sum + item.claims.filter((claim) => claim.status === 'PENDING').length,
    0,
  );
  return claims + offers.filter((offer) => offer.status === 'ACCEPTED').length;
}
