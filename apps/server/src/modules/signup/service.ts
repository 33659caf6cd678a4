import type { KeyObject } from 'node:crypto';
import { SIGNUP_MESSAGES, type SignupInput } from '@klokwerk/contract/signup';
import { TRIAL_PLAN, trialEnd } from '@klokwerk/domain/plans';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { DEMO_TENANT_ID } from '../../seed/demo-tenant';
import { withTenant } from '../../tenancy/tenant-context';
import { findAccount } from '../login/repository';
import { issueToken } from '../login/service';
import { uniqueViolation } from '../registration/unique-violation';
import { provisionTenant } from '../tenants/provision';

/**
 * Names no customer may take: the demo's, also once the operator has removed the demo
 * (docs/decisions/010), so that its published password can never open a customer's account;
 * and the platform's own, which a customer could otherwise pass off as the operator.
 */
export const RESERVED_TENANT_IDS: readonly string[] = [DEMO_TENANT_ID, 'horecamasters', 'klokwerk'];

export interface SignupDeps {
  db: Database;
  signingKey: KeyObject;
  now: Date;
}

const nameTaken = () => new AppError('CONFLICT', SIGNUP_MESSAGES.companyNameTaken, 'companyName');

/** provisionTenant's own check, or the race it cannot see: two sign-ups for one name at once. */
function isNameTaken(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'CONFLICT' && error.field === 'name';
  return uniqueViolation(error) === 'tenants_pkey';
}

/**
 * A new customer on the 30-day trial of the Basis plan (DESIGN §9): the tenant, its first
 * company in the Dutch time zone, and its EIGENAAR, linked to an employee with the owner's
 * name. Answers the owner's session token, as POST /api/login would.
 */
export async function signUp(deps: SignupDeps, input: SignupInput): Promise<string> {
  if (RESERVED_TENANT_IDS.includes(normalizeTenantName(input.companyName))) {
    throw new AppError('CONFLICT', SIGNUP_MESSAGES.companyNameReserved, 'companyName');
  }
  const trialEndsAt = trialEnd(deps.now);
  let tenant: Awaited<ReturnType<typeof provisionTenant>>;
  try {
    tenant = await provisionTenant(deps.db, {
      name: input.companyName,
      plan: TRIAL_PLAN,
      trialEndsAt,
      owner: {
        userName: input.userName,
        email: input.email,
        password: input.password,
        name: { firstName: input.firstName, lastName: input.lastName },
      },
      audit: {
        action: 'tenant.signup',
        details: { plan: TRIAL_PLAN, trialEndsAt: trialEndsAt.toISOString() },
      },
    });
  } catch (error) {
    if (isNameTaken(error)) throw nameTaken();
    throw error;
  }
  const account = await withTenant(deps.db, tenant.tenantId, (tx) =>
    findAccount(tx, input.userName.toLowerCase()),
  );
  if (!account) throw new Error('the new owner cannot be found');
  return issueToken(account, deps.signingKey, deps.now);
}
