import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { employees, loginAttempts, tenants, users } from '../../db/schema/index';

export async function countAttemptsFromIp(tx: Tx, ip: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.attemptedAt, since)));
  return row?.n ?? 0;
}

export async function recordAttempt(
  tx: Tx,
  attempt: { ip: string; tenantId: string; userName: string; succeeded: boolean; at: Date },
): Promise<void> {
  await tx.insert(loginAttempts).values({
    ip: attempt.ip,
    tenantId: attempt.tenantId,
    userName: attempt.userName.toLowerCase(),
    succeeded: attempt.succeeded,
    attemptedAt: attempt.at,
  });
}

/** Failures of one account since `since` that came after its last successful login. */
export async function countRecentFailures(
  tx: Tx,
  tenantId: string,
  userName: string,
  since: Date,
): Promise<number> {
  const account = and(
    eq(loginAttempts.tenantId, tenantId),
    eq(loginAttempts.userName, userName.toLowerCase()),
  );
  const [lastSuccess] = await tx
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(account, eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, since)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(1);
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        account,
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, lastSuccess?.at ?? since),
      ),
    );
  return row?.n ?? 0;
}

/** The tenant row is visible only when the transaction is set to that tenant (RLS). */
export async function findTenant(tx: Tx) {
  const [tenant] = await tx.select().from(tenants).limit(1);
  return tenant ?? null;
}

export async function findUserByName(tx: Tx, userName: string) {
  const [row] = await tx
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      passwordHash: users.passwordHash,
      roles: users.roles,
      companyId: users.companyId,
      employeeId: users.employeeId,
      tokenVersion: users.tokenVersion,
      lockedUntil: users.lockedUntil,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(users)
    .leftJoin(
      employees,
      and(eq(employees.tenantId, users.tenantId), eq(employees.id, users.employeeId)),
    )
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function lockUser(tx: Tx, userId: number, until: Date): Promise<void> {
  await tx.update(users).set({ lockedUntil: until }).where(eq(users.id, userId));
}
