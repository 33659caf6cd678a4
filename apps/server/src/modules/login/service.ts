import type { KeyObject } from 'node:crypto';
import type { LoginBody } from '@klokwerk/contract/login';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { passwordChecks } from '../../auth/passwords';
import { signToken } from '../../auth/tokens';
import type { Database } from '../../db/database';
import type { LoginOutcome } from '../../db/schema/index';
import { AppError, MESSAGES } from '../../http/errors';
import { authorisedTenantId, withTenant } from '../../tenancy/tenant-context';
import * as repo from './repository';

/** Limits of docs/security.md, kept in the database (or Redis) so they hold across restarts and servers. */
export const LOGIN_LIMITS = {
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  ipAttempts: 20,
  ipWindowMs: 60_000,
} as const;

export interface LoginDeps {
  db: Database;
  signingKey: KeyObject;
  now: Date;
  ip: string;
  /** The per-address limit: writes the attempt and answers its id, or null when over the limit. */
  admit: (attempt: repo.AttemptInput) => Promise<number | null>;
}

function loginFailed(): AppError {
  // One answer for unknown tenant, unknown user, wrong password and locked account.
  return new AppError('LOGIN_FAILED', MESSAGES.loginFailed);
}

/**
 * Signs in. Every path does the same work, so neither the answer nor its timing tells whether
 * an account exists (docs/security.md):
 * 1. the address limit admits the attempt (atomically, see address-limit.ts);
 * 2. the account is looked up;
 * 3. exactly one password hash is checked: the account's, or a decoy's when there is none;
 * 4. under a lock on the account, its lock and failures are read afresh and the attempt is
 *    decided and written — so the fifth failure and the lock it causes are one step, and no
 *    right password can slip in between.
 * `tenantHeader` is the request's X-Tenant-ID, which must name the tenant the body asks for.
 */
export async function login(
  deps: LoginDeps,
  body: LoginBody,
  tenantHeader?: string,
): Promise<string> {
  const { db, now, ip } = deps;
  const tenantKey = normalizeTenantName(body.tenantId);
  if (tenantHeader !== undefined && tenantHeader !== tenantKey) {
    throw new AppError('TENANT_MISMATCH', MESSAGES.tenantMismatch);
  }
  const userName = body.userName.trim().toLowerCase();
  const attemptId = await deps.admit({ ip, tenantId: tenantKey, userName, at: now });
  if (attemptId === null) {
    throw new AppError(
      'RATE_LIMITED',
      'Te veel inlogpogingen. Wacht een minuut en probeer het opnieuw.',
    );
  }

  // An empty key (a name of only symbols) is a tenant that does not exist: RLS shows nothing.
  const tenantId = authorisedTenantId(tenantKey);
  const found = await withTenant(db, tenantId, (tx) => repo.findAccount(tx, userName));
  const account = found?.tenantStatus === 'active' ? found : null;
  const matches = await passwordChecks.verify(
    account?.passwordHash ?? (await passwordChecks.decoyHash()),
    body.password,
  );

  const outcome = await withTenant(db, tenantId, async (tx): Promise<LoginOutcome> => {
    const since = new Date(now.getTime() - LOGIN_LIMITS.accountWindowMs);
    const state = await repo.lockAndReadAccount(tx, tenantId, userName, now, since);
    const decided: LoginOutcome = !account
      ? 'failed'
      : state.locked
        ? 'locked'
        : matches
          ? 'succeeded'
          : 'failed';
    await repo.decideAttempt(tx, attemptId, decided);
    if (account && decided === 'failed' && state.failures + 1 >= LOGIN_LIMITS.accountFailures) {
      await repo.lockUser(tx, account.userId, new Date(now.getTime() + LOGIN_LIMITS.lockMs));
    }
    return decided;
  });
  if (outcome !== 'succeeded' || !account) throw loginFailed();

  return issueToken(account, deps.signingKey, now);
}

/**
 * The session token of an account as findAccount reads it (docs/security.md#tokens): the one place its
 * claims are filled, for sign-in and for the sign-up that signs its new owner in at once.
 */
export function issueToken(
  account: repo.Account,
  signingKey: KeyObject,
  now: Date,
): Promise<string> {
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return signToken(
    {
      sub: account.userName,
      name: fullName || account.userName,
      // No employee, no first name: the dashboard then greets "Gebruiker" (docs/screens.md#sign-in),
      // not the user name of a device such as "kiosk".
      firstName: account.firstName ?? null,
      email: account.email ?? '',
      roles: account.roles,
      companyId: account.companyId,
      employeeId: account.employeeId,
      userId: account.userId,
      tenantId: account.tenantId,
      subscription: account.plan,
      ver: account.tokenVersion,
    },
    signingKey,
    now,
  );
}
