import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/**
 * The tenant's plan as the tenants table says, not the token's subscription claim (a token
 * lives 12 hours; a downgrade counts at once). The tenant row stays locked until the
 * transaction ends, so the changes a plan limits run one after another per tenant: two
 * requests cannot both take the plan's last free place (a company, an invitation), both delete
 * "the other" company, or both take the same name. "No key update" still lets rows that
 * reference the tenant be written.
 */
export async function lockTenantPlan(ctx: TenantContext): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ plan: tenants.plan })
    .from(tenants)
    .where(eq(tenants.tenantId, ctx.tenantId))
    .for('no key update');
  return row?.plan ?? null;
}
