import { type Company, type CompanyInput, DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';
import { allowsCompanyManagement, findPlan, withinLimit } from '@klokwerk/domain/plans';
import { isTenantWide } from '@klokwerk/domain/roles';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { lockTenantPlan } from '../common/tenant-plan-repository';
import { describeDependents } from './dependents';
import * as repo from './repository';

const PRO_REQUIRED_MESSAGE =
  'Bedrijvenbeheer is alleen beschikbaar met een Pro-abonnement. Upgrade je abonnement om bedrijven toe te voegen, te wijzigen of te verwijderen.';

const LAST_COMPANY_MESSAGE =
  'Dit is het enige bedrijf van je account en kan daarom niet worden verwijderd.';

/** The companies the caller may act for (docs/roles-and-policies.md). */
export async function companiesInReach(ctx: TenantContext): Promise<Company[]> {
  if (isTenantWide(ctx.actor.role)) return repo.listCompanies(ctx, null);
  if (ctx.actor.companyId === null) return [];
  return repo.listCompanies(ctx, ctx.actor.companyId);
}

function assertProTier(plan: string | null): void {
  if (!allowsCompanyManagement(plan)) throw new AppError('PLAN_REQUIRED', PRO_REQUIRED_MESSAGE);
}

async function assertNameFree(ctx: TenantContext, name: string, except: number | null) {
  if (await repo.nameInUse(ctx, name, except)) {
    throw new AppError(
      'CONFLICT',
      `Er bestaat al een bedrijf met de naam "${name}". Kies een andere naam.`,
      'companyName',
    );
  }
}

export async function createCompany(ctx: TenantContext, input: CompanyInput): Promise<Company> {
  const planName = await lockTenantPlan(ctx);
  const plan = findPlan(planName);
  // The limit first: on a plan with one company it says more than "Pro only" does.
  const current = await repo.countCompanies(ctx);
  if (plan && !withinLimit(plan.maxCompanies, current)) {
    const allowed = plan.maxCompanies === 1 ? '1 bedrijf' : `${plan.maxCompanies} bedrijven`;
    throw new AppError(
      'PLAN_REQUIRED',
      `Je abonnement "${plan.name}" staat ${allowed} toe en je hebt er al ${current}. Upgrade naar een Pro-abonnement om meer bedrijven toe te voegen.`,
    );
  }
  assertProTier(planName);
  await assertNameFree(ctx, input.companyName, null);
  return repo.insertCompany(ctx, { ...input, timeZone: input.timeZone ?? DEFAULT_TIME_ZONE });
}

export async function updateCompany(
  ctx: TenantContext,
  companyId: number,
  input: CompanyInput,
): Promise<Company> {
  assertCompanyInReach(ctx, companyId);
  assertProTier(await lockTenantPlan(ctx));
  await assertNameFree(ctx, input.companyName, companyId);
  const updated = await repo.updateCompany(ctx, companyId, input);
  if (!updated) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return updated;
}

export async function deleteCompany(
  ctx: TenantContext,
  companyId: number,
): Promise<{ companyId: number }> {
  assertCompanyInReach(ctx, companyId);
  assertProTier(await lockTenantPlan(ctx));
  if (!(await repo.lockCompany(ctx, companyId))) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
  if ((await repo.countCompanies(ctx)) <= 1) throw new AppError('CONFLICT', LAST_COMPANY_MESSAGE);
  const refusal = describeDependents(await repo.countDependents(ctx, companyId));
  if (refusal) throw new AppError('CONFLICT', refusal);
  await repo.deleteCompany(ctx, companyId);
  return { companyId };
}
