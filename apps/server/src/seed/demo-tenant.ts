import { localDateOf } from '@klokwerk/domain/local-date';
import type { Role } from '@klokwerk/domain/roles';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database, Tx } from '../db/database';
import { tenants } from '../db/schema/index';
import { authorisedTenantId, type TenantId, withTenant } from '../tenancy/tenant-context';
import { DEMO_CAST, DEMO_USERS } from './demo-people';
import { addCorrections, addTimeRecords } from './insert-demo-hours';
import { addCarriedOverLeave, addLeaveAndSickness } from './insert-demo-leave';
import { insertDemoPeople } from './insert-demo-people';
import { addAvailability, addRoster } from './insert-demo-roster';
import { addCentrumStaffing } from './insert-demo-staffing';
import { createRandom, seedFromText } from './random';
import type { SeedScope } from './seed-scope';

export const DEMO_TENANT_NAME = 'Demo Horeca';
export const DEMO_PASSWORD = 'Welkom123!';
export const DEMO_PLAN = 'Klokwerk Pro Maandelijks';
export const DEMO_TIME_ZONE = 'Europe/Amsterdam';
export const DEMO_TENANT_ID: TenantId = authorisedTenantId(normalizeTenantName(DEMO_TENANT_NAME));

/** The logins `npm start` prints; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly { userName: string; role: Role }[] = DEMO_USERS.map(
  ({ userName, role }) => ({ userName, role }),
);

/**
 * Whether the demo tenant, whose password the README publishes, exists: start-up then listens
 * on loopback unless HOST says otherwise. Asked within its own tenant (RLS), like the seed.
 */
export function demoTenantExists(db: Database): Promise<boolean> {
  return withTenant(db, DEMO_TENANT_ID, async (tx) => {
    const [row] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.tenantId, DEMO_TENANT_ID))
      .limit(1);
    return row !== undefined;
  });
}

/**
 * Seeds the demo tenant (docs/decisions/007-demo-seed.md) unless a tenant with its id exists. Returns whether it
 * seeded. Looks only at its own tenant, so it is safe on a server database with customers.
 */
export function seedDemoTenantIfEmpty(db: Database, now: Date): Promise<boolean> {
  return seedDemoTenant(db, now);
}

/**
 * The seed itself; `tenantName` lets tests seed several demo tenants (at different dates)
 * into one PostgreSQL database. All of it is one transaction: a seed cut short leaves no
 * half tenant behind that the next start would take for a finished one.
 */
export async function seedDemoTenant(
  db: Database,
  now: Date,
  options: { tenantName?: string } = {},
): Promise<boolean> {
  const tenantName = options.tenantName ?? DEMO_TENANT_NAME;
  const tenantId = authorisedTenantId(normalizeTenantName(tenantName));
  // Hashing is slow on purpose; once for all demo users, and outside the transaction.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return withTenant(db, tenantId, async (tx) => {
    const [existing] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.tenantId, tenantId))
      .limit(1);
    if (existing) return false;
    await fillTenant(tx, { tenantId, tenantName, now, passwordHash });
    return true;
  });
}

async function fillTenant(
  tx: Tx,
  input: { tenantId: TenantId; tenantName: string; now: Date; passwordHash: string },
): Promise<void> {
  const { tenantId, now } = input;
  const timeZone = DEMO_TIME_ZONE;
  const today = localDateOf(now, timeZone);
  const people = await insertDemoPeople(tx, {
    tenantId,
    tenantName: input.tenantName,
    plan: DEMO_PLAN,
    password: DEMO_PASSWORD,
    passwordHash: input.passwordHash,
    today,
    timeZone,
  });
  const plannerId = people.userId('planner');
  const scope: SeedScope = {
    tx,
    tenantId,
    now,
    today,
    timeZone,
    people,
    // The planner is bound to Centrum; the owner plans and approves for Strand.
    managerOf: (companyId) =>
      companyId === people.companyIds.centrum ? plannerId : people.ownerUserId,
  };

  // Roster, hours, corrections and availability, all from one seeded random stream.
  const random = createRandom(seedFromText(now.toISOString()));
  const forgotToClockOut = new Set(DEMO_CAST.forgotToClockOut.map(people.employeeId));
  const shifts = await addRoster(scope, random, forgotToClockOut);
  const records = await addTimeRecords(scope, random, shifts, forgotToClockOut);
  await addCorrections(scope, random, records);
  await addAvailability(scope, random, shifts);

  await addLeaveAndSickness(scope);
  await addCarriedOverLeave(scope);
  await addCentrumStaffing(scope);
}
