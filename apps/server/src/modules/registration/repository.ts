import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  auditLog,
  companies,
  employees,
  passwordResets,
  registrationLinks,
  tenants,
  users,
} from '../../db/schema/index';
import { takenIgnoringCase } from '../common/text-taken-repository';
import type { LinkScope } from './link-scope';

export interface OpenLink {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
  companyId: number;
  employeeId: number | null;
  expiresAt: Date;
  timeZone: string;
}

/**
 * The link with this token hash if it can still be used: of this kind, not used, not expired,
 * of an active tenant, for a company and an employee that were not archived since. `lock`
 * holds it until the transaction ends, so two submissions of one link cannot both use it.
 */
export async function findOpenLink(
  scope: LinkScope,
  query: { tokenHash: string; kind: 'employee' | 'user'; now: Date; lock: boolean },
): Promise<OpenLink | null> {
  const select = scope.tx
    .select({
      id: registrationLinks.id,
      email: registrationLinks.email,
      firstName: registrationLinks.firstName,
      lastName: registrationLinks.lastName,
      roles: registrationLinks.roles,
      companyId: registrationLinks.companyId,
      employeeId: registrationLinks.employeeId,
      expiresAt: registrationLinks.expiresAt,
      timeZone: companies.timeZone,
    })
    .from(registrationLinks)
    .innerJoin(
      tenants,
      and(eq(tenants.tenantId, registrationLinks.tenantId), eq(tenants.status, 'active')),
    )
    .innerJoin(
      companies,
      and(
        eq(companies.tenantId, registrationLinks.tenantId),
        eq(companies.id, registrationLinks.companyId),
        isNull(companies.archivedAt),
      ),
    )
    .leftJoin(
      employees,
      and(
        eq(employees.tenantId, registrationLinks.tenantId),
        eq(employees.id, registrationLinks.employeeId),
      ),
    )
    .where(
      and(
        eq(registrationLinks.tenantId, scope.tenantId),
        eq(registrationLinks.tokenHash, query.tokenHash),
        eq(registrationLinks.kind, query.kind),
        isNull(registrationLinks.usedAt),
        gt(registrationLinks.expiresAt, query.now),
        or(isNull(registrationLinks.employeeId), isNull(employees.archivedAt)),
      ),
    );
  const [row] = query.lock ? await select.for('update', { of: registrationLinks }) : await select;
  return row ?? null;
}

export async function markLinkUsed(scope: LinkScope, linkId: number, now: Date): Promise<void> {
  await scope.tx
    .update(registrationLinks)
    .set({ usedAt: now })
    .where(and(eq(registrationLinks.tenantId, scope.tenantId), eq(registrationLinks.id, linkId)));
}

/** The invitee's own data; `bsnEncrypted` undefined leaves a stored BSN as it is. */
export async function completeEmployee(
  scope: LinkScope,
  employeeId: number,
  values: {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    dateOfBirth: string;
    address: string;
    bsnEncrypted?: string;
  },
): Promise<void> {
  await scope.tx
    .update(employees)
    .set(values)
    .where(and(eq(employees.tenantId, scope.tenantId), eq(employees.id, employeeId)));
}

/** An audit entry of a link call: the actor is the link's holder, or null before an account exists. */
export async function recordLinkAudit(
  scope: LinkScope,
  entry: {
    actorUserId: number | null;
    action: string;
    entity: string;
    entityId: number;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await scope.tx.insert(auditLog).values({ ...entry, tenantId: scope.tenantId });
}

export function userNameInUse(scope: LinkScope, userName: string): Promise<boolean> {
  return takenIgnoringCase(scope, users, users.userName, userName);
}

export function userEmailInUse(scope: LinkScope, email: string): Promise<boolean> {
  return takenIgnoringCase(scope, users, users.email, email);
}

/** Whether the employee already has an account (an invitation per address, but two links). */
export async function employeeHasAccount(scope: LinkScope, employeeId: number): Promise<boolean> {
  const rows = await scope.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.employeeId, employeeId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(
  scope: LinkScope,
  values: {
    userName: string;
    email: string;
    passwordHash: string;
    roles: string[];
    companyId: number;
    employeeId: number | null;
  },
): Promise<number> {
  const [row] = await scope.tx
    .insert(users)
    .values({ ...values, tenantId: scope.tenantId })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

/** The reset link with this token hash if it can still be used (1 hour, single use). */
export async function findOpenReset(
  scope: LinkScope,
  query: { tokenHash: string; now: Date; lock: boolean },
): Promise<{ id: number; userId: number; userName: string } | null> {
  const select = scope.tx
    .select({ id: passwordResets.id, userId: users.id, userName: users.userName })
    .from(passwordResets)
    .innerJoin(
      users,
      and(eq(users.tenantId, passwordResets.tenantId), eq(users.id, passwordResets.userId)),
    )
    .innerJoin(tenants, and(eq(tenants.tenantId, users.tenantId), eq(tenants.status, 'active')))
    .where(
      and(
        eq(passwordResets.tenantId, scope.tenantId),
        eq(passwordResets.tokenHash, query.tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, query.now),
      ),
    );
  const [row] = query.lock ? await select.for('update', { of: passwordResets }) : await select;
  return row ?? null;
}

/**
 * The new password, as the CLI's reset sets it: token_version raised (older sessions end), a
 * lock-out lifted, and password_changed_at so failures before it no longer count. The link
 * is used up in the same step.
 */
export async function resetPassword(
  scope: LinkScope,
  reset: { id: number; userId: number },
  passwordHash: string,
  now: Date,
): Promise<void> {
  await scope.tx
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      lockedUntil: null,
      passwordChangedAt: now,
    })
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, reset.userId)));
  await scope.tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tenantId, scope.tenantId), eq(passwordResets.id, reset.id)));
}
