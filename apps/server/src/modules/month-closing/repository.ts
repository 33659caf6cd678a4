import { and, asc, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { epochMs } from '../../db/instant-sql';
import { monthClosings, timeRecords } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import type { MonthKey } from '../common/month-lock-repository';
import type { MonthFigures } from '../month-figures/index';
import { keptFiguresOf } from './kept-figures';

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

/** The closings of one company's month, reopened ones too. */
const closingsOfMonth = (ctx: TenantContext, key: MonthKey) =>
  and(
    eq(monthClosings.tenantId, ctx.tenantId),
    eq(monthClosings.companyId, key.companyId),
    eq(monthClosings.year, key.year),
    eq(monthClosings.month, key.month),
  );

/** Every closing of the month, oldest first (the last one is closed unless reopened). */
export function closingsOf(ctx: TenantContext, key: MonthKey): Promise<ClosingRow[]> {
  return ctx.tx
    .select({
      closingId: monthClosings.id,
      closedAt: epochMs(monthClosings.closedAt),
      closedBy: monthClosings.closedBy,
      closedByName: monthClosings.closedByName,
      reopenedAt: epochMs(monthClosings.reopenedAt),
      reopenedBy: monthClosings.reopenedBy,
      reopenedByName: monthClosings.reopenedByName,
      reason: monthClosings.reopenReason,
      // Only the closing in force brings its figures; a reopened one's stay in the database.
      figures: sql<unknown>`case when ${monthClosings.reopenedAt} is null then ${monthClosings.figures} end`,
    })
    .from(monthClosings)
    .where(closingsOfMonth(ctx, key))
    .orderBy(asc(monthClosings.id));
}

/** The closing in force of the month (not reopened), or null while it is open. */
export async function activeClosing(
  ctx: TenantContext,
  key: MonthKey,
): Promise<{ closingId: number } | null> {
  const [row] = await ctx.tx
    .select({ closingId: monthClosings.id })
    .from(monthClosings)
    .where(and(closingsOfMonth(ctx, key), isNull(monthClosings.reopenedAt)));
  return row ?? null;
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
