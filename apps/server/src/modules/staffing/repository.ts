import type { StaffingNeed, StaffingNeedInput } from '@klokwerk/contract/staffing';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { epochMs } from '../../db/instant-sql';
import {
  employees,
  jobTitles,
  schedules,
  staffingBudgets,
  staffingNeeds,
} from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes after midnight as 'HH:MM'. */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The company's needs by weekday, start and job title. */
export async function needsOf(ctx: TenantContext, companyId: number): Promise<StaffingNeed[]> {
  const rows = await ctx.tx
    .select()
    .from(staffingNeeds)
    .where(and(eq(staffingNeeds.tenantId, ctx.tenantId), eq(staffingNeeds.companyId, companyId)))
    .orderBy(
      asc(staffingNeeds.weekday),
      asc(staffingNeeds.startMinute),
      asc(staffingNeeds.jobTitleId),
      asc(staffingNeeds.id),
    );
  return rows.map((row) => ({
    id: row.id,
    weekday: row.weekday,
    start: clockOf(row.startMinute),
    end: clockOf(row.endMinute),
    jobTitleId: row.jobTitleId,
    headcount: row.headcount,
  }));
}

export async function budgetOf(ctx: TenantContext, companyId: number): Promise<number | null> {
  const [row] = await ctx.tx
    .select({ cents: staffingBudgets.weeklyBudgetCents })
    .from(staffingBudgets)
    .where(
      and(eq(staffingBudgets.tenantId, ctx.tenantId), eq(staffingBudgets.companyId, companyId)),
    );
  return row?.cents ?? null;
}

/** A shift as the coverage panel counts it, with its employee's job title and cost. */
export interface CoverageShift {
  startMs: number;
  endMs: number;
  jobTitleId: number | null;
  hourlyCostCents: number;
}

/** Concepts and definitive shifts starting in [from, to), with their employee's job title and cost. */
export function coverageShifts(
  ctx: TenantContext,
  companyId: number,
  from: Date,
  to: Date,
): Promise<CoverageShift[]> {
  return ctx.tx
    .select({
      startMs: epochMs(schedules.startTime),
      endMs: epochMs(schedules.endTime),
      jobTitleId: employees.jobTitleId,
      hourlyCostCents: sql<number>`round(coalesce(${employees.salary}, 0) * ${employees.hoursRating} * 100)::float8`,
    })
    .from(schedules)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, schedules.tenantId), eq(employees.id, schedules.employeeId)),
    )
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        eq(schedules.companyId, companyId),
        gte(schedules.startTime, from),
        lt(schedules.startTime, to),
      ),
    );
}

/** The company's job titles with their names. */
export function jobTitlesOf(
  ctx: TenantContext,
  companyId: number,
): Promise<Array<{ id: number; name: string }>> {
  return ctx.tx
    .select({ id: jobTitles.id, name: jobTitles.name })
    .from(jobTitles)
    .where(and(eq(jobTitles.tenantId, ctx.tenantId), eq(jobTitles.companyId, companyId)));
}

/** Replaces the company's needs and budget (null: none) in the request's transaction. */
export async function replaceStaffing(
  ctx: TenantContext,
  companyId: number,
  needs: readonly StaffingNeedInput[],
  budgetCents: number | null,
): Promise<void> {
  await ctx.tx
    .delete(staffingNeeds)
    .where(and(eq(staffingNeeds.tenantId, ctx.tenantId), eq(staffingNeeds.companyId, companyId)));
  if (needs.length > 0) {
    await ctx.tx.insert(staffingNeeds).values(
      needs.map((need) => ({
        tenantId: ctx.tenantId,
        companyId,
        weekday: need.weekday,
        startMinute: minutesOf(need.start),
        endMinute: minutesOf(need.end),
        jobTitleId: need.jobTitleId,
        headcount: need.headcount,
      })),
    );
  }
  if (budgetCents === null) {
    await ctx.tx
      .delete(staffingBudgets)
      .where(
        and(eq(staffingBudgets.tenantId, ctx.tenantId), eq(staffingBudgets.companyId, companyId)),
      );
    return;
  }
  await ctx.tx
    .insert(staffingBudgets)
    .values({ tenantId: ctx.tenantId, companyId, weeklyBudgetCents: budgetCents })
    .onConflictDoUpdate({
      target: [staffingBudgets.tenantId, staffingBudgets.companyId],
      set: { weeklyBudgetCents: budgetCents },
    });
}
