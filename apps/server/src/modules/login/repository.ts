import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { employees, type LoginOutcome, loginAttempts, tenants, users } from '../../db/schema/index';

export interface AttemptInput {
  ip: string;
  tenantId: string;
  /** Lower-cased: one account is one key, however its name was typed. */
  userName: string;
  at: Date;
}

/**
 * Holds a transaction-scoped lock on `key` until commit: attempts on the same key are decided
 * one after another, on PGlite and on PostgreSQL, however many arrive at once.
 */
async function serialiseOn(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Counts this address's attempts in the window and, when under the limit, writes this attempt
 * ('pending'), all under one lock: a burst from one address admits exactly `max`.
 */
export async function admitFromAddress(
  tx: Tx,
  attempt: AttemptInput,
  window: { since: Date; max: number },
): Promise<number | null> {
  await serialiseOn(tx, `login-address:${attempt.ip}`);
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, attempt.ip), gt(loginAttempts.attemptedAt, window.since)));
  if ((row?.n ?? 0) >= window.max) return null;
  return insertAttempt(tx, attempt);
}

/** Writes an attempt as 'pending' (the address limit was decided elsewhere, in Redis). */
export async function insertAttempt(tx: Tx, attempt: AttemptInput): Promise<number> {
  const [row] = await tx
    .insert(loginAttempts)
    .values({
      ip: attempt.ip,
      tenantId: attempt.tenantId,
      userName: attempt.userName,
      attemptedAt: attempt.at,
    })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('login attempt insert returned no row');
  return row.id;
}

export async function decideAttempt(tx: Tx, attemptId: number, outcome: LoginOutcome) {
  await tx.update(loginAttempts).set({ outcome }).where(eq(loginAttempts.id, attemptId));
}

/** The account as sign-in needs it; the tenant row is visible only inside its own tenant (RLS). */
export async function findAccount(tx: Tx, userName: string) {
  const [row] = await tx
    .select({
      tenantId: tenants.tenantId,
      tenantStatus: tenants.status,
      plan: tenants.plan,
      userId: users.id,
      userName: users.userName,
      email: users.email,
      passwordHash: users.passwordHash,
      roles: users.roles,
      companyId: users.companyId,
      employeeId: users.employeeId,
      tokenVersion: users.tokenVersion,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.tenantId, users.tenantId))
    .leftJoin(
      employees,
      and(eq(employees.tenantId, users.tenantId), eq(employees.id, users.employeeId)),
    )
    .where(sql`lower(${users.userName}) = ${userName}`)
    .limit(1);
  return row ?? null;
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/**
 * Takes the account's lock and reads what the decision needs, fresh: whether the account is
 * locked, and its failures in the window that came after its last success and after its last
 * password change. The same statement runs for an account that does not exist.
 */
export async function lockAndReadAccount(
  tx: Tx,
  tenantId: string,
  userName: string,
  now: Date,
  since: Date,
): Promise<{ locked: boolean; failures: number }> {
  await serialiseOn(tx, `login-account:${tenantId}:${userName}`);
  // Raw: correlated subqueries over the attempts, from a row that exists without the user.
  const [row] = await queryRows(
    tx,
    z.object({ locked: z.boolean().nullable(), failures: z.number() }),
    sql`
      select u.locked_until > ${now} as locked,
        (select count(*)::int from login_attempts a
          where a.tenant_id = ${tenantId} and a.user_name = ${userName} and a.outcome = 'failed'
            and a.attempted_at > greatest(
              ${since},
              coalesce((select max(s.attempted_at) from login_attempts s
                        where s.tenant_id = ${tenantId} and s.user_name = ${userName}
                          and s.outcome = 'succeeded'), ${since}),
              coalesce(u.password_changed_at, ${since}))) as failures
      from (select 1) as one
      left join users u on lower(u.user_name) = ${userName}`,
  );
  return { locked: row?.locked === true, failures: row?.failures ?? 0 };
}

export async function lockUser(tx: Tx, userId: number, until: Date): Promise<void> {
  await tx.update(users).set({ lockedUntil: until }).where(eq(users.id, userId));
}

/** Attempts older than `before` count for no limit any more; they need not be kept. */
export async function pruneAttempts(db: Database | Tx, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before));
}
