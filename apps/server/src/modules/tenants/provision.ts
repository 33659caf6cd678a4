import { checkPassword } from '@klokwerk/domain/password-policy';
import { isPlanName, PLAN_NAMES } from '@klokwerk/domain/plans';
import type { Role } from '@klokwerk/domain/roles';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { recordAuditBy } from '../../audit/audit-log';
import { hashPassword } from '../../auth/passwords';
import type { Database, Tx } from '../../db/database';
import { companies, companySettings, employees, tenants, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { authorisedTenantId, type TenantId, withTenant } from '../../tenancy/tenant-context';

export interface ProvisionTenantInput {
  name: string;
  plan: string;
  /** The first location; defaults to the tenant's name. */
  companyName?: string;
  trialEndsAt?: Date | null;
  owner: {
    userName: string;
    email: string;
    password: string;
    role?: Role;
    /**
     * The owner's name, when known (sign-up): an employee of the first company is made with it
     * and linked to the login, as the demo's owner is, so the name is the token's and the
     * dashboard's, and the owner can be put on the roster.
     */
    name?: { firstName: string; lastName: string };
  };
  /** An audit entry of the creation, by the owner, written in the same transaction. */
  audit?: { action: string; details?: Record<string, unknown> };
  /** More writes in the same transaction, once the tenant exists (a sign-up's idempotency key). */
  within?: (scope: { tenantId: TenantId; tx: Tx }) => Promise<void>;
}

export interface ProvisionedTenant {
  tenantId: TenantId;
  companyId: number;
  ownerUserId: number;
}

/**
 * Creates a tenant with its first company, that company's settings and the owner's login.
 * The one way a tenant comes to exist: the CLI, the demo seed and the tests all use it.
 */
export async function provisionTenant(
  db: Database,
  input: ProvisionTenantInput,
): Promise<ProvisionedTenant> {
  const key = normalizeTenantName(input.name);
  if (!key)
    throw new AppError('VALIDATION', 'De bedrijfsnaam moet letters of cijfers bevatten.', 'name');
  if (!isPlanName(input.plan)) {
    throw new AppError(
      'VALIDATION',
      `Onbekend abonnement. Kies uit: ${PLAN_NAMES.join(', ')}.`,
      'plan',
    );
  }
  const password = checkPassword(input.owner.password);
  if (!password.ok) throw new AppError('VALIDATION', password.message, 'password');
  const passwordHash = await hashPassword(input.owner.password);
  const tenantId = authorisedTenantId(key);

  return withTenant(db, tenantId, async (tx) => {
    const existing = await tx.select({ id: tenants.id }).from(tenants).limit(1);
    if (existing.length > 0) {
      throw new AppError('CONFLICT', `Er bestaat al een klant met de naam "${key}".`, 'name');
    }
    await tx.insert(tenants).values({
      tenantId,
      name: input.name.trim(),
      plan: input.plan,
      trialEndsAt: input.trialEndsAt ?? null,
    });
    const [company] = await tx
      .insert(companies)
      .values({
        tenantId,
        companyName: input.companyName ?? input.name.trim(),
        emailAddress: input.owner.email,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned no row');
    await tx.insert(companySettings).values({ tenantId, companyId: company.id });
    const employeeId = input.owner.name
      ? await insertOwnerEmployee(tx, tenantId, company.id, input.owner.email, input.owner.name)
      : null;
    const [owner] = await tx
      .insert(users)
      .values({
        tenantId,
        userName: input.owner.userName,
        email: input.owner.email,
        passwordHash,
        roles: [input.owner.role ?? 'EIGENAAR'],
        companyId: company.id,
        employeeId,
      })
      .returning({ id: users.id });
    if (!owner) throw new Error('user insert returned no row');
    if (input.audit) {
      await recordAuditBy({ tenantId, tx }, owner.id, {
        action: input.audit.action,
        entity: 'tenant',
        entityId: null,
        details: input.audit.details,
      });
    }
    await input.within?.({ tenantId, tx });
    return { tenantId, companyId: company.id, ownerUserId: owner.id };
  });
}

async function insertOwnerEmployee(
  tx: Tx,
  tenantId: TenantId,
  companyId: number,
  email: string,
  name: { firstName: string; lastName: string },
): Promise<number> {
  const [row] = await tx
    .insert(employees)
    .values({ tenantId, companyId, email, ...name })
    .returning({ id: employees.id });
  if (!row) throw new Error('employee insert returned no row');
  return row.id;
}
