import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import { localDateOf } from '@klokwerk/domain/local-date';
import type { CalendarMonth } from '@klokwerk/domain/month-bounds';
import { distinctMonths, monthsOfInstants } from '@klokwerk/domain/period-months';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { closedAmong, lockMonthShared } from './month-lock-repository';

/**
 * The closed ones of these months ('year-month'). Each month's shared lock is taken first, in
 * calendar order, and held until the transaction ends: the month cannot be closed between this
 * answer and the change it allows, and two changes never wait on each other.
 */
async function lockedClosings(
  ctx: TenantContext,
  companyId: number,
  months: readonly CalendarMonth[],
): Promise<Set<string>> {
  for (const month of months) await lockMonthShared(ctx, { companyId, ...month });
  return closedAmong(ctx, companyId, months);
}

/**
 * Refuses (409, naming the first closed one and `field` if given) a change to anything that
 * lies in one of these months of the company while that month is closed: its roster, its
 * registrations and corrections, its leave and sickness, its contract hours and its wage-cost
 * total (docs/calculations.md#month-closing). The months come from the domain's period-months.
 */
export async function assertMonthsOpen(
  ctx: TenantContext,
  companyId: number,
  months: readonly CalendarMonth[],
  field?: string,
): Promise<void> {
  const inOrder = distinctMonths(months);
  const closed = await lockedClosings(ctx, companyId, inOrder);
  const first = inOrder.find((m) => closed.has(`${m.year}-${m.month}`));
  if (first) throw new AppError('CONFLICT', monthClosedMessage(first.year, first.month), field);
}

/**
 * For each instant, its month when that is closed, or null: for a caller that must know which
 * instant lies in a closed month rather than be refused (a kiosk tap: its own moment, or the
 * open registration it would close). The same locks, held the same way.
 */
export async function closedMonthsOf(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  instants: readonly Date[],
): Promise<Array<CalendarMonth | null>> {
  const closed = await lockedClosings(ctx, companyId, monthsOfInstants(instants, timeZone));
  return instants.map((instant) => {
    const { year, month } = localDateOf(instant, timeZone);
    return closed.has(`${year}-${month}`) ? { year, month } : null;
  });
}
