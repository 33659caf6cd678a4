import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@klokwerk/domain/roles';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { provisionTenant } from '../modules/tenants/provision';
import { type TenantId, withTenant } from '../tenancy/tenant-context';

export const TEST_PASSWORD = 'Geheim123!';

export interface TestTenant {
  tenantId: TenantId;
  companyId: number;
  /** userName per role; the owner is 'eigenaar'. */
  users: Record<string, { id: number; userName: string }>;
}

/** A tenant with a unique name, its company, and one user per role asked for (plus the owner). */
export async function createTestTenant(
  db: Database,
  options: { plan?: string; roles?: Role[]; name?: string } = {},
): Promise<TestTenant> {
  const name = options.name ?? `Test ${randomUUID().slice(0, 8)}`;
  const provisioned = await provisionTenant(db, {
    name,
    plan: options.plan ?? 'Klokwerk Pro Maandelijks',
    owner: { userName: 'eigenaar', email: 'eigenaar@example.test', password: TEST_PASSWORD },
  });
  const result: TestTenant = {
    tenantId: provisioned.tenantId,
    companyId: provisioned.companyId,
    users: { EIGENAAR: { id: provisioned.ownerUserId, userName: 'eigenaar' } },
  };
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (const role of options.roles ?? []) {
    if (result.users[role]) continue;
    const userName = role.toLowerCase().replace(/\W/g, '');
    const [row] = await withTenant(db, provisioned.tenantId, (tx) =>
      tx
        .insert(users)
        .values({
          tenantId: provisioned.tenantId,
          userName,
          email: `${userName}@example.test`,
          passwordHash,
          roles: [role],
          companyId: provisioned.companyId,
        })
        .returning({ id: users.id }),
    );
    if (!row) throw new Error('user insert returned no row');
    result.users[role] = { id: row.id, userName };
  }
  return result;
}

/**
 * A client address of its own for each sign-in: test files share one database on PostgreSQL,
 * and their sign-ins must not add up against the per-IP limit as if from one machine.
 */
export function clientAddress(): string {
  const [a = 0, b = 0, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export async function loginAs(
  app: FastifyInstance,
  tenant: TestTenant,
  role: string,
): Promise<string> {
  const user = tenant.users[role];
  if (!user) throw new Error(`test tenant has no ${role} user`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: clientAddress(),
    headers: { 'x-tenant-id': tenant.tenantId },
    payload: { tenantId: tenant.tenantId, userName: user.userName, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export function authHeaders(token: string, tenantId: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId };
}
