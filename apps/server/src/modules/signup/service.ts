import type { KeyObject } from 'node:crypto';
import { SIGNUP_MESSAGES, type SignupInput, signupCall } from '@klokwerk/contract/signup';
import { TRIAL_PLAN, trialEnd } from '@klokwerk/domain/plans';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import {
  claimKey,
  earlierAnswer,
  type KeyedAnswer,
  type KeyedRequest,
  replayedAnswer,
  storeAnswer,
} from '../../http/idempotency';
import { DEMO_TENANT_ID } from '../../seed/demo-tenant';
import { authorisedTenantId, type TenantId, withTenant } from '../../tenancy/tenant-context';
import { findAccount, issueToken } from '../login/index';
import { provisionTenant } from '../tenants/index';

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
 * A new customer on the 30-day trial of the Basis plan (docs/roles-and-policies.md#plans): the tenant, its first
 * company in the Dutch time zone, and its EIGENAAR, linked to an employee with the owner's
 * name. Answers the owner's session token, as POST /api/login would.
 */
export async function signUp(
  deps: SignupDeps,
  input: SignupInput,
  keyed: KeyedRequest | null = null,
): Promise<KeyedAnswer<string>> {
  const key = normalizeTenantName(input.companyName);
  if (RESERVED_TENANT_IDS.includes(key)) {
    throw new AppError('CONFLICT', SIGNUP_MESSAGES.companyNameReserved, 'companyName');
  }
  // The key lives in the tenant the sign-up made. Its answer keeps the owner's user name, never
  // a token: a resend signs the same owner in again with a token of its own.
  const tenantId = authorisedTenantId(key);
  const replay = async (): Promise<KeyedAnswer<string> | null> => {
    if (!keyed) return null;
    const earlier = await withTenant(deps.db, tenantId, (tx) =>
      earlierAnswer({ tenantId, tx }, keyed, deps.now),
    );
    if (!earlier.replay) return null;
    const { userName } = replayedAnswer(signedUp, earlier.body);
    return { answer: await tokenOf(deps, tenantId, userName), replayed: true };
  };
  const replayed = await replay();
  if (replayed) return replayed;
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
      within: async (scope) => {
        if (!keyed) return;
        await claimKey(scope, keyed, deps.now);
        await storeAnswer(scope, keyed, signupCall.status, { userName: input.userName }, deps.now);
      },
    });
  } catch (error) {
    if (!isNameTaken(error)) throw error;
    // The same sign-up sent twice at once: the other one made the tenant, with this key.
    const concurrent = await replay();
    if (concurrent) return concurrent;
    throw nameTaken();
  }
  return { answer: await tokenOf(deps, tenant.tenantId, input.userName), replayed: false };
}

/** What a sign-up keeps with its key: whom it made. */
const signedUp = z.object({ userName: z.string() });

/** The owner's session token, as POST /api/login would answer it. */
async function tokenOf(deps: SignupDeps, tenantId: TenantId, userName: string): Promise<string> {
  const account = await withTenant(deps.db, tenantId, (tx) =>
    findAccount(tx, userName.toLowerCase()),
  );
  if (!account) throw new Error('the new owner cannot be found');
  return issueToken(account, deps.signingKey, deps.now);
}
