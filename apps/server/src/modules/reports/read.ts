import type { MonthState } from '@klokwerk/contract/month-closing';
import { type MonthBounds, monthBounds } from '@klokwerk/domain/month-bounds';
import type { MonthCost } from '@klokwerk/domain/month-cost';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { monthOf } from '../month-closing/index';
import type * as repo from '../month-figures/index';
import { costOfMonth, type MonthFigures, monthFigures } from '../month-figures/index';

/**
 * What other features read of the reports: a month's figures as every report, the balances and
 * the payroll export show them, so that no two screens count a month apart.
 */

export interface MonthQuery {
  companyId: number;
  year: number;
  month: number;
}

export async function scopeOf(
  ctx: TenantContext,
  query: MonthQuery,
  employeeId: number | null,
): Promise<{ scope: repo.MonthScope; timeZone: string }> {
  const timeZone = await zoneOfCompanyInReach(ctx, query.companyId);
  const month: MonthBounds = monthBounds(query.year, query.month, timeZone);
  return { scope: { companyId: query.companyId, month, employeeId }, timeZone };
}

/** A month's figures as the reports show them, and where they were read. */
export interface ReportedMonth {
  figures: MonthFigures;
  state: MonthState;
  scope: repo.MonthScope;
}

/**
 * The month's figures as every report and the payroll export show them: a closed month's as
 * its closing kept them, an open month's counted now by month-figures (for staff,
 * `employeeId`, their own part). The company must be in reach (404 otherwise).
 */
export async function reportedMonth(
  ctx: TenantContext,
  query: MonthQuery,
  employeeId: number | null,
): Promise<ReportedMonth> {
  const { scope, timeZone } = await scopeOf(ctx, query, employeeId);
  const { state, kept } = await monthOf(ctx, query);
  return { figures: kept ?? (await monthFigures(ctx, scope, timeZone)), state, scope };
}

/**
 * The wage cost incl. surcharges of an open month counted now (docs/calculations.md#wage-cost),
 * for checking a saved total. The caller's policy (reports.wages) admits only the money roles;
 * the company must be in reach.
 */
export async function wageCostOf(
  ctx: TenantContext,
  query: MonthQuery,
): Promise<{ cost: MonthCost; month: MonthBounds }> {
  const { scope, timeZone } = await scopeOf(ctx, query, null);
  return { cost: costOfMonth(await monthFigures(ctx, scope, timeZone)), month: scope.month };
}
