import type { EmployeeListItem } from '@klokwerk/contract/employees';
import { can } from '@klokwerk/domain/policies';
import { isTenantWide } from '@klokwerk/domain/roles';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

/**
 * May the caller act for this company? Tenant-wide roles for every company of their tenant,
 * the others only for their own (DESIGN §6). Another company's id answers 404, exactly as
 * another tenant's does, so ids are never confirmed.
 */
export function assertCompanyInReach(ctx: TenantContext, companyId: number): void {
  if (!isTenantWide(ctx.actor.role) && ctx.actor.companyId !== companyId) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
}

export async function employeesOfCompany(
  ctx: TenantContext,
  companyId: number,
): Promise<EmployeeListItem[]> {
  assertCompanyInReach(ctx, companyId);
  const list = await repo.listEmployeesOfCompany(ctx, companyId, {
    withMoney: can(ctx.actor.role, 'salary.view'),
  });
  if (!list) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return list;
}
