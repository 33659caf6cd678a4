import type { StaffingCoverage } from '@klokwerk/contract/staffing';
import { fromIsoDate, toIsoDate } from '@klokwerk/domain/local-date';
import { weekOf } from '@klokwerk/domain/roster-week';
import { coverageOf, plannedCostCents } from '@klokwerk/domain/staffing-coverage';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { budgetOf, coverageShifts, jobTitlesOf, needsOf } from './repository';

const DAY_MS = 86_400_000;

/**
 * GET /api/staffing/coverage: the roster's Bezetting panel for the week that holds `week`,
 * concepts included, as the planner builds it. The cost is of the shifts starting in the week;
 * a shift from the night before may still cover a need early on Monday.
 */
export async function coverageOfWeek(
  ctx: TenantContext,
  query: { companyId: number; week: string },
): Promise<StaffingCoverage> {
  const { companyId } = query;
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const week = weekOf(fromIsoDate(query.week), timeZone);
  const [needs, budget, rows, titles] = await Promise.all([
    needsOf(ctx, companyId),
    budgetOf(ctx, companyId),
    coverageShifts(ctx, companyId, new Date(week.start.getTime() - DAY_MS), week.end),
    jobTitlesOf(ctx, companyId),
  ]);
  const shifts = rows.map((row) => ({
    start: new Date(row.startMs),
    end: new Date(row.endMs),
    jobTitleId: row.jobTitleId,
    hourlyCostCents: row.hourlyCostCents,
  }));
  const names = new Map(titles.map((title) => [title.id, title.name]));
  return {
    week: toIsoDate(week.monday),
    needs: coverageOf(week.monday, timeZone, needs, shifts).map((need) => ({
      needId: need.needId,
      date: need.date,
      jobTitleId: need.jobTitleId,
      jobTitle: names.get(need.jobTitleId) ?? '',
      startTime: need.start.toISOString(),
      endTime: need.end.toISOString(),
      needed: need.needed,
      planned: need.planned,
    })),
    plannedCostCents: plannedCostCents(shifts.filter((s) => s.start >= week.start)),
    weeklyBudgetCents: budget,
  };
}
