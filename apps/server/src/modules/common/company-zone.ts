import { and, eq, isNull } from 'drizzle-orm';
import { assertCompanyInReach } from '../../auth/company-scope';
import { companies } from '../../db/schema/index';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';

/**
 * The one reader of a company's time zone, the clock every date without an offset, every month
 * and every local day of that company is read on. An archived company has none (null), unless
 * `archived` asks for it too: the audit log still reads its periods on an archived company's
 * clock.
 */
export async function companyTimeZone(
  ctx: TenantContext,
  companyId: number,
  archived: 'excluded' | 'included' = 'excluded',
): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, ctx.tenantId),
        eq(companies.id, companyId),
        archived === 'excluded' ? isNull(companies.archivedAt) : undefined,
      ),
    );
  return row?.timeZone ?? null;
}

/** The zone of a company that exists and is not archived; 404 for any other. */
export async function zoneOfCompany(ctx: TenantContext, companyId: number): Promise<string> {
  const timeZone = await companyTimeZone(ctx, companyId);
  if (timeZone === null) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return timeZone;
}

/**
 * The zone of a company the caller may act for (assertCompanyInReach); another company's, an
 * archived one's or none is 404, so ids are never confirmed.
 */
export async function zoneOfCompanyInReach(ctx: TenantContext, companyId: number): Promise<string> {
  assertCompanyInReach(ctx, companyId);
  return zoneOfCompany(ctx, companyId);
}
