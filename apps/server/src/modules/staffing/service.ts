import {
  type SaveStaffingInput,
  STAFFING_MESSAGES,
  type Staffing,
} from '@klokwerk/contract/staffing';
import { can } from '@klokwerk/domain/policies';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { jobTitlesOfCompany } from '../organisation/index';
import * as repo from './repository';

/**
 * GET /api/staffing/company/{companyId}: the Bezetting. The weekly wage budget is money of the
 * planners; staff who read the roster get null.
 */
export async function staffingOf(ctx: TenantContext, companyId: number): Promise<Staffing> {
  await zoneOfCompanyInReach(ctx, companyId);
  const [needs, budget] = await Promise.all([
    repo.needsOf(ctx, companyId),
    can(ctx.actor.role, 'staffing.edit') ? repo.budgetOf(ctx, companyId) : null,
  ]);
  return { companyId, needs, weeklyBudgetCents: budget };
}

/**
 * PUT /api/staffing/company/{companyId}: the form's lines replace the saved ones. Every job
 * title must be the company's; the first that is not is a 400 naming its line.
 */
export async function saveStaffing(
  ctx: TenantContext,
  companyId: number,
  input: SaveStaffingInput,
): Promise<Staffing> {
  await zoneOfCompanyInReach(ctx, companyId);
  const known = await jobTitlesOfCompany(
    ctx,
    companyId,
    input.needs.map((need) => need.jobTitleId),
  );
  const wrong = input.needs.findIndex((need) => !known.has(need.jobTitleId));
  if (wrong >= 0) {
    throw new AppError(
      'VALIDATION',
      STAFFING_MESSAGES.unknownJobTitle,
      `needs.${wrong}.jobTitleId`,
    );
  }
  await repo.replaceStaffing(ctx, companyId, input.needs, input.weeklyBudgetCents);
  return staffingOf(ctx, companyId);
}
