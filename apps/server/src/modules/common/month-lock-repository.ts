import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';

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

/** Which of these months of one company are closed, as 'yyyy-m' keys. */
export async function closedAmong(
  ctx: TenantContext,
  companyId: number,
  months: readonly { year: number; month: number }[],
): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  // Raw: a row-value IN over (year, month), which the builder has no words for.
  const rows = await queryRows(
    ctx.tx,
    z.object({ year: z.number(), month: z.number() }),
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
