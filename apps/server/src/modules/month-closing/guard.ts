import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import { compareDates, firstOfMonth, localDateOf } from '@klokwerk/domain/local-date';
import type { CalendarMonth } from '@klokwerk/domain/month-bounds';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { closedAmong, lockMonthShared } from './repository';

/** The calendar months of these instants in the company's zone, once each, in order. */
function monthsOf(instants: readonly Date[], timeZone: string): CalendarMonth[] {
  const months = new Map<number, CalendarMonth>();
  for (const instant of instants) {
    const { year, month } = localDateOf(instant, timeZone);
    months.set(year * 12 + month, { year, month });
  }
  return [...months.entries()].sort(([a], [b]) => a - b).map(([, m]) => m);
}

/**
 * The first of these instants' months that is closed, or null. Holds each month's shared lock
 * until the transaction ends, so the month cannot be closed between this answer and the change
 * it allows (the locks are taken in calendar order, so two changes never wait on each other).
 */
export async function closedMonthAmong(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  instants: readonly Date[],
): Promise<CalendarMonth | null> {
  const months = monthsOf(instants, timeZone);
  const closed = await lockedClosings(ctx, companyId, months);
  return months.find((m) => closed.has(`${m.year}-${m.month}`)) ?? null;
}

/**
 * For each instant, its month when that is closed, or null: closedMonthAmong for callers that
 * must know which instant lies in a closed month (a kiosk tap: its own moment, or the open
 * registration it would close). The same locks, held the same way.
 */
export async function closedMonthsOf(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  instants: readonly Date[],
): Promise<Array<CalendarMonth | null>> {
  const closed = await lockedClosings(ctx, companyId, monthsOf(instants, timeZone));
  return instants.map((instant) => {
    const { year, month } = localDateOf(instant, timeZone);
    return closed.has(`${year}-${month}`) ? { year, month } : null;
  });
}

/**
 * The first closed month of every month the period [start, end) touches in the company's
 * calendar (a leave of weeks, a sick period), or null; the locks held as closedMonthAmong holds
 * them. A period with no length touches the month of its start.
 */
export async function closedMonthInPeriod(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  period: { start: Date; end: Date },
): Promise<CalendarMonth | null> {
  const lastMoment = Math.max(period.start.getTime(), period.end.getTime() - 1);
  const last = localDateOf(new Date(lastMoment), timeZone);
  const months: CalendarMonth[] = [];
  for (
    let first = firstOfMonth(localDateOf(period.start, timeZone));
    compareDates(first, last) <= 0;
    first = firstOfMonth(first, 1)
  ) {
    months.push({ year: first.year, month: first.month });
  }
  const closed = await lockedClosings(ctx, companyId, months);
  return months.find((m) => closed.has(`${m.year}-${m.month}`)) ?? null;
}

/** The closed ones of these months ('year-month'), each month's shared lock taken first. */
async function lockedClosings(
  ctx: TenantContext,
  companyId: number,
  months: readonly CalendarMonth[],
): Promise<Set<string>> {
  for (const month of months) await lockMonthShared(ctx, { companyId, ...month });
  return closedAmong(ctx, companyId, months);
}

/**
 * Refuses (409) a change to a registration, a correction or a wage-cost total of a closed month
 * until someone reopens it (docs/calculations.md#month-closing), naming the month.
 */
export async function assertMonthsOpen(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  instants: readonly Date[],
): Promise<void> {
  const closed = await closedMonthAmong(ctx, companyId, timeZone, instants);
  if (closed) throw new AppError('CONFLICT', monthClosedMessage(closed.year, closed.month));
}
