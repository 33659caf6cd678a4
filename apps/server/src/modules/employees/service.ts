import type { EmployeeListItem } from '@klokwerk/contract/employees';
import { can } from '@klokwerk/domain/policies';
import { AppError, MESSAGES } from '../../http/errors';
import { assertCompanyInReach } from '../../tenancy/company-scope';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

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
