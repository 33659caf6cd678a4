import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { verifyDecoy, verifyPassword } from '../../auth/passwords';
import { signToken } from '../../auth/tokens';
import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../http/errors';
import { authorisedTenantId, withoutTenant, withTenant } from '../../tenancy/tenant-context';
import * as repo from './repository';
import type { LoginBody } from './schema';

/** Limits of DESIGN §7, kept in the database so they hold across restarts and servers. */
export const LOGIN_LIMITS = {
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  ipAttempts: 20,
  ipWindowMs: 60_000,
} as const;

export interface LoginDeps {
  db: Database;
  jwtSecret: Uint8Array;
  now: Date;
  ip: string;
}

function loginFailed(): AppError {
  // One answer for unknown tenant, unknown user, wrong password and locked account.
  return new AppError('LOGIN_FAILED', MESSAGES.loginFailed);
}

/** `tenantHeader` is the request's X-Tenant-ID, which must name the tenant the body asks for. */
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
  const userName = body.userName.trim();

  const fromIp = await withoutTenant(db, (tx) =>
    repo.countAttemptsFromIp(tx, ip, new Date(now.getTime() - LOGIN_LIMITS.ipWindowMs)),
  );
  if (fromIp >= LOGIN_LIMITS.ipAttempts) {
    throw new AppError(
      'RATE_LIMITED',
      'Te veel inlogpogingen. Wacht een minuut en probeer het opnieuw.',
    );
  }
  if (!tenantKey) {
    await withoutTenant(db, (tx) =>
      repo.recordAttempt(tx, { ip, tenantId: '', userName, succeeded: false, at: now }),
    );
    await verifyDecoy(body.password);
    throw loginFailed();
  }

  const tenantId = authorisedTenantId(tenantKey);
  const outcome = await withTenant(db, tenantId, async (tx) => {
    const attempt = { ip, tenantId, userName, at: now };
    const tenant = await repo.findTenant(tx);
    const user = tenant?.status === 'active' ? await repo.findUserByName(tx, userName) : null;
    if (!tenant || !user) {
      await verifyDecoy(body.password);
      await repo.recordAttempt(tx, { ...attempt, succeeded: false });
      return null;
    }
    const locked = user.lockedUntil !== null && user.lockedUntil > now;
    // The hash is checked even when locked, so a locked account answers as slowly as any other.
    const valid = await verifyPassword(user.passwordHash, body.password);
    if (locked || !valid) {
      await repo.recordAttempt(tx, { ...attempt, succeeded: false });
      if (!locked) {
        const since = new Date(now.getTime() - LOGIN_LIMITS.accountWindowMs);
        const failures = await repo.countRecentFailures(tx, tenantId, userName, since);
        if (failures >= LOGIN_LIMITS.accountFailures) {
          await repo.lockUser(tx, user.id, new Date(now.getTime() + LOGIN_LIMITS.lockMs));
        }
      }
      return null;
    }
    await repo.recordAttempt(tx, { ...attempt, succeeded: true });
    return { tenant, user };
  });
  if (!outcome) throw loginFailed();

  const { tenant, user } = outcome;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return signToken(
    {
      sub: user.userName,
      name: fullName || user.userName,
      firstName: user.firstName ?? user.userName,
      email: user.email ?? '',
      roles: user.roles,
      companyId: user.companyId,
      employeeId: user.employeeId,
      userId: user.id,
      tenantId: tenant.tenantId,
      subscription: tenant.plan,
      ver: user.tokenVersion,
    },
    deps.jwtSecret,
    now,
  );
}
