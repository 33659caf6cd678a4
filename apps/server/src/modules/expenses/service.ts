import {
  EXPENSE_MESSAGES,
  type ExpenseInput,
  type SavedExpense,
} from '@klokwerk/contract/expenses';
import { monthName } from '@klokwerk/domain/dutch-calendar';
import { formatEuro, roundHalfUp } from '@klokwerk/domain/format';
import { localDateOf } from '@klokwerk/domain/local-date';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../http/errors';
import { instantOf } from '../../http/instants';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { wageCostOf } from '../reports/read';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar month is at most 31 days; a day more leaves room for how a browser writes its end. */
const LONGEST_PERIOD_MS = 32 * DAY_MS;
/** Half a cent: what a total may differ from the server's before it is refused. */
const TOLERANCE_CENTS = 0.5;

/**
 * The month a period stands for: the one its middle falls in, in the company's zone. A browser
 * writes the bounds of "March" in its own zone (from 28 February 23:00Z in Amsterdam, from
 * 1 March 00:00Z in UTC, to 31 March 23:59:59.999 or 1 April 00:00); the middle is mid-March
 * whichever zone wrote them.
 */
function monthOfPeriod(start: Date, end: Date, timeZone: string): { year: number; month: number } {
  if (end <= start || end.getTime() - start.getTime() > LONGEST_PERIOD_MS) {
    throw new AppError('VALIDATION', EXPENSE_MESSAGES.period, 'endDate');
  }
  const { year, month } = localDateOf(new Date((start.getTime() + end.getTime()) / 2), timeZone);
  return { year, month };
}

/**
 * POST /api/expenses/calculate: stores the month's wage-cost total incl. surcharges, the report's
 * totalCost. The server works the total out itself (packages/domain/src/month-cost.ts,
 * docs/decisions/013) and refuses one that differs
 * by more than half a cent, so a saved figure is always one anybody can recompute from the
 * approved hours. The row holds the server's cents and the month's own bounds in the company's
 * zone.
 */
export async function saveExpense(ctx: TenantContext, input: ExpenseInput): Promise<SavedExpense> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const start = instantOf(input.startDate, timeZone, 'startDate');
  const end = instantOf(input.endDate, timeZone, 'endDate');
  const { year, month } = monthOfPeriod(start, end, timeZone);
  const { cost, month: bounds } = await wageCostOf(ctx, {
    companyId: input.companyId,
    year,
    month,
  });
  // A closed month's wage cost is frozen with its figures: no new total is saved for it.
  await assertMonthsOpen(ctx, input.companyId, [{ year, month }]);
  const sentCents = input.totalExpense * 100;
  if (Math.abs(sentCents - cost.totalCents) > TOLERANCE_CENTS) {
    throw new AppError(
      'VALIDATION',
      `Ongeldige invoer voor totalExpense: het totaal (${formatEuro(roundHalfUp(sentCents, 0))}) wijkt af van de loonkosten die de server voor ${monthName(year, month)} berekent (${formatEuro(cost.totalCents)}). Bereken de kosten opnieuw en sla dan op.`,
      'totalExpense',
    );
  }
  const expenseId = await repo.insertExpense(ctx, {
    companyId: input.companyId,
    totalExpenseCents: cost.totalCents,
    startDate: bounds.start,
    endDate: bounds.end,
  });
  await recordAudit(ctx, {
    action: 'expense.save',
    entity: 'expense',
    entityId: expenseId,
    details: { companyId: input.companyId, year, month, totalExpenseCents: cost.totalCents },
  });
  return {
    expenseId,
    companyId: input.companyId,
    year,
    month,
    totalExpense: cost.totalCents / 100,
    startDate: bounds.start.toISOString(),
    endDate: bounds.end.toISOString(),
  };
}
