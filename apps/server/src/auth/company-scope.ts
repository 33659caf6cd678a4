import { isTenantWide } from '@klokwerk/domain/roles';
import { AppError, MESSAGES } from '../http/errors';
import type { TenantContext } from '../tenancy/tenant-context';

/**
 * May the caller act for this company? Tenant-wide roles for every company of their tenant,
 * the others only for their own (docs/roles-and-policies.md). Another company's id answers 404, exactly as
 * another tenant's does, so ids are never confirmed. Whether the company exists at all is the
 * repository's question (row-level security hides other tenants' rows).
 */
export function assertCompanyInReach(ctx: TenantContext, companyId: number): void {
  if (!isTenantWide(ctx.actor.role) && ctx.actor.companyId !== companyId) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
}
