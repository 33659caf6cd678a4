import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { epochMs } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { monthClosings, timeRecords } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import type { MonthFigures } from '../month-figures/figures';
import { keptFiguresOf } from './kept-figures';

/** A company's calendar month. */
export interface MonthKey {
  companyId: number;
  year: number;
  month: number;
}

function lockKey(ctx: TenantContext, key: MonthKey): string {
  return `month:${ctx.tenantId}:${key.companyId}:${key.year}-${key.month}`;
}

/**
 * Closing and reopening take a month's lock alone; every change to the month's registrations,
 * corrections or wage-cost total shares it (lockMonthShared) until its transaction ends. A
 * change that checked "open" therefore commits before a closing reads the month, and a closing
 * commits before a change checks: no change slips into a month behind its closing's back.
 */
export async function lockMonth(ctx: TenantContext, key: MonthKey): Promise<void> {
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(ctx, key)}, 0))`,
  );
}

export async function lockMonthShared(ctx: TenantContext, key: MonthKey): Promise<void> {
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${lockKey(ctx, key)}, 0))`,
  );
}

/** A closing of the month, and its reopening if any; instants as epoch milliseconds. */
export interface ClosingRow {
  closingId: number;
  closedAt: number;
  closedBy: number | null;
  closedByName: string | null;
  reopenedAt: number | null;
  reopenedBy: number | null;
  reopenedByName: string | null;
  reason: string | null;
  /**
   * The figures kept with the closing in force, as stored (any version: readKeptFigures);
   * null for a closing that was reopened.
   */
  figures: unknown;
}

/** Every closing of the month, oldest first (the last one is closed unless reopened). */
export function closingsOf(ctx: TenantContext, key: MonthKey): Promise<ClosingRow[]> {
  // Raw: CASE on the row keeps a reopened closing's figures in the database.
  return queryRows<ClosingRow>(
    ctx.tx,
    sql`
      select id::float8 as "closingId", ${epochMs(sql`closed_at`)} as "closedAt",
        closed_by::float8 as "closedBy", closed_by_name as "closedByName",
        ${epochMs(sql`reopened_at`)} as "reopenedAt", reopened_by::float8 as "reopenedBy",
        reopened_by_name as "reopenedByName", reopen_reason as "reason",
        case when reopened_at is null then figures end as "figures"
      from month_closings
      where tenant_id = ${ctx.tenantId} and company_id = ${key.companyId}
        and year = ${key.year} and month = ${key.month}
      order by id`,
  );
}

/** The closing in force of the month (not reopened), or null while it is open. */
export async function activeClosing(
  ctx: TenantContext,
  key: MonthKey,
): Promise<{ closingId: number } | null> {
  const [row] = await ctx.tx
    .select({ closingId: monthClosings.id })
    .from(monthClosings)
    .where(
      and(
        eq(monthClosings.tenantId, ctx.tenantId),
        eq(monthClosings.companyId, key.companyId),
        eq(monthClosings.year, key.year),
        eq(monthClosings.month, key.month),
        isNull(monthClosings.reopenedAt),
      ),
    );
  return row ?? null;
}

/** Which of these months of one company are closed, as 'yyyy-m' keys. */
export async function closedAmong(
  ctx: TenantContext,
  companyId: number,
  months: readonly { year: number; month: number }[],
): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  // Raw: a row-value IN over (year, month), which the builder has no words for.
  const rows = await queryRows<{ year: number; month: number }>(
    ctx.tx,
    sql`
      select year, month from month_closings
      where tenant_id = ${ctx.tenantId} and company_id = ${companyId} and reopened_at is null
        and (year, month) in (${sql.join(
          months.map((m) => sql`(${m.year}::int, ${m.month}::int)`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((row) => `${row.year}-${row.month}`));
}

export async function insertClosing(
  ctx: TenantContext,
  key: MonthKey,
  at: Date,
  figures: MonthFigures,
): Promise<number> {
  const [row] = await ctx.tx
    .insert(monthClosings)
    .values({
      tenantId: ctx.tenantId,
      ...key,
      closedAt: at,
      closedBy: ctx.actor.userId,
      closedByName: ctx.actor.userName,
      figures: keptFiguresOf(figures),
    })
    .returning({ id: monthClosings.id });
  if (!row) throw new Error('month closing insert returned no row');
  return row.id;
}

export async function markReopened(
  ctx: TenantContext,
  closingId: number,
  at: Date,
  reason: string,
): Promise<void> {
  await ctx.tx
    .update(monthClosings)
    .set({
      reopenedAt: at,
      reopenedBy: ctx.actor.userId,
      reopenedByName: ctx.actor.userName,
      reopenReason: reason,
    })
    .where(and(eq(monthClosings.tenantId, ctx.tenantId), eq(monthClosings.id, closingId)));
}

/** Registrations of the month (clock-in in [start, end)) still waiting for a decision. */
export async function pendingCount(
  ctx: TenantContext,
  companyId: number,
  start: Date,
  end: Date,
): Promise<number> {
  const [row] = await ctx.tx
    .select({ count: count() })
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.companyId, companyId),
        gte(timeRecords.clockInTime, start),
        lt(timeRecords.clockInTime, end),
        eq(timeRecords.approvalStatus, 'Pending'),
      ),
    );
  return row?.count ?? 0;
}
