import { DEFAULT_PENALTY, type PenaltySettings } from '@klokwerk/contract/penalty-settings';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/query-rows';
import { companies, companySettings } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

const activeCompany = (ctx: TenantContext, only: number | null) =>
  and(
    eq(companies.tenantId, ctx.tenantId),
    isNull(companies.archivedAt),
    only === null ? undefined : eq(companies.id, only),
  );

/**
 * The settings of the tenant's companies that are not archived, by company name; `only`
 * narrows to one company. A company without a row gets the defaults.
 */
export function listSettings(ctx: TenantContext, only: number | null): Promise<PenaltySettings[]> {
  return ctx.tx
    .select({
      companyId: companies.id,
      applyPenalty: sql<boolean>`coalesce(${companySettings.applyPenalty}, ${DEFAULT_PENALTY.applyPenalty})`,
      penaltyMinutes: sql<number>`coalesce(${companySettings.penaltyMinutes}, ${DEFAULT_PENALTY.penaltyMinutes})::int`,
    })
    .from(companies)
    .leftJoin(
      companySettings,
      and(
        eq(companySettings.tenantId, companies.tenantId),
        eq(companySettings.companyId, companies.id),
      ),
    )
    .where(activeCompany(ctx, only))
    .orderBy(sql`lower(${companies.companyName})`, asc(companies.id));
}

/**
 * Creates or replaces the settings of a company that exists for this tenant and is not
 * archived; null otherwise (the insert selects no company row, so nothing is written).
 */
export async function saveSettings(
  ctx: TenantContext,
  settings: PenaltySettings,
): Promise<PenaltySettings | null> {
  // Raw: Drizzle's insert … select wants every column of the table, the identity one included.
  const [row] = await queryRows(
    ctx.tx,
    z.object({ applyPenalty: z.boolean(), penaltyMinutes: z.number() }),
    sql`
      insert into company_settings (tenant_id, company_id, apply_penalty, penalty_minutes)
      select c.tenant_id, c.id, ${settings.applyPenalty}::boolean, ${settings.penaltyMinutes}::int
      from companies c
      where c.tenant_id = ${ctx.tenantId} and c.id = ${settings.companyId}
        and c.archived_at is null
      on conflict (tenant_id, company_id) do update
        set apply_penalty = excluded.apply_penalty, penalty_minutes = excluded.penalty_minutes
      returning apply_penalty as "applyPenalty", penalty_minutes as "penaltyMinutes"`,
  );
  return row ? { companyId: settings.companyId, ...row } : null;
}
