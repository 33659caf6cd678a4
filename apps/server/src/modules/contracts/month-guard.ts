import { contractMonthClosedMessage } from '@klokwerk/contract/employee-contracts';
import {
  compareDates,
  firstOfMonth,
  fromIsoDate,
  type LocalDate,
  localTimeToInstant,
} from '@klokwerk/domain/local-date';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { closedMonthAmong } from '../month-closing/guard';
import type { DayRange } from './period-changes';

const NOON = 12 * 60;

/**
 * Refuses (409, naming `from`) a contract change whose changed days fall in a closed month: the
 * contract hours of a month are part of what its closing froze. Only months up to `today` can
 * be closed (a month closes after it ends), so an open-ended change looks no further; each
 * month's lock is held as the month guard holds it (month-closing/guard.ts).
 */
export async function assertContractMonthsOpen(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  ranges: readonly DayRange[],
  today: LocalDate,
): Promise<void> {
  const instants: Date[] = [];
  for (const range of ranges) {
    const last = range.to === null ? today : fromIsoDate(range.to);
    const end = compareDates(last, today) < 0 ? last : today;
    for (
      let month = firstOfMonth(fromIsoDate(range.from));
      compareDates(month, end) <= 0;
      month = firstOfMonth(month, 1)
    ) {
      instants.push(localTimeToInstant(month, NOON, timeZone));
    }
  }
  const closed = await closedMonthAmong(ctx, companyId, timeZone, instants);
  if (closed) {
    throw new AppError('CONFLICT', contractMonthClosedMessage(closed.year, closed.month), 'from');
  }
}
