import type { StaffingCoverage } from '@klokwerk/contract/staffing';
import { toIsoDate } from '@klokwerk/domain/local-date';
import { coverageOf, plannedCostCents } from '@klokwerk/domain/staffing-coverage';
import { sql } from 'drizzle-orm';
import { epochMs } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../companies/company-zone';
import { calendarDate, weekOf } from '../schedules/publish';
import { budgetOf, needsOf } from './repository';

const DAY_MS = 86_400_000;

interface ShiftRow {
  startMs: number;
  endMs: number;
  jobTitleId: number | null;
  hourlyCostCents: number;
}

/** Concepts and definitive shifts starting in [from, to), with their employee's job title and cost. */
function shiftsFrom(ctx: TenantContext, companyId: number, from: Date, to: Date) {
  return queryRows<ShiftRow>(
    ctx.tx,
    sql`
      select ${epochMs(sql`s.start_time`)} as "startMs", ${epochMs(sql`s.end_time`)} as "endMs",
             e.job_title_id::float8 as "jobTitleId",
             round(coalesce(e.salary, 0) * e.hours_rating * 100)::float8 as "hourlyCostCents"
      from schedules s
      join employees e on e.tenant_id = s.tenant_id and e.id = s.employee_id
      where s.tenant_id = ${ctx.tenantId} and s.company_id = ${companyId}
        and s.start_time >= ${from.toISOString()}::timestamptz
        and s.start_time < ${to.toISOString()}::timestamptz`,
  );
}

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
  const week = weekOf(calendarDate(query.week), timeZone);
  const [needs, budget, rows, titles] = await Promise.all([
    needsOf(ctx, companyId),
    budgetOf(ctx, companyId),
    shiftsFrom(ctx, companyId, new Date(week.start.getTime() - DAY_MS), week.end),
    queryRows<{ id: number; name: string }>(
      ctx.tx,
      sql`select id::float8 as "id", name from job_titles
          where tenant_id = ${ctx.tenantId} and company_id = ${companyId}`,
    ),
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
