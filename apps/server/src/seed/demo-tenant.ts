import { localDateOf } from '@klokwerk/domain/local-date';
import type { Role } from '@klokwerk/domain/roles';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database, Tx } from '../db/database';
import {
  availability,
  corrections,
  leaveOpeningPots,
  leaveOpenings,
  leaveRequests,
  schedules,
  sickReports,
  staffingBudgets,
  staffingNeeds,
  tenants,
  timeRecords,
} from '../db/schema/index';
import { authorisedTenantId, type TenantId, withTenant } from '../tenancy/tenant-context';
import { planCorrections, planTimeRecords } from './demo-hours';
import { DEMO_LEAVE_CAST, DEMO_OPENING_MINUTES, planDemoLeave } from './demo-leave';
import { DEMO_CAST, DEMO_USERS } from './demo-people';
import { planAvailability, planRoster } from './demo-roster';
import { DEMO_WEEKLY_BUDGET_CENTS, demoNeedRows } from './demo-staffing';
import { insertDemoPeople } from './insert-demo-people';
import { createRandom, seedFromText } from './random';

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

/** Multi-row inserts in slices, well under PostgreSQL's 65,535 parameters per statement. */
async function insertInSlices<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

async function fillTenant(
  tx: Tx,
  input: { tenantId: TenantId; tenantName: string; now: Date; passwordHash: string },
): Promise<void> {
  const { tenantId, now, passwordHash } = input;
  const timeZone = DEMO_TIME_ZONE;
  const today = localDateOf(now, timeZone);
  const random = createRandom(seedFromText(now.toISOString()));
  const people = await insertDemoPeople(tx, {
    tenantId,
    tenantName: input.tenantName,
    plan: DEMO_PLAN,
    password: DEMO_PASSWORD,
    passwordHash,
    today,
    timeZone,
  });
  const { employeeId, rosterEmployees } = people;
  const ownerId = people.ownerUserId;
  const plannerId = people.userId('planner');
  // The planner is bound to Centrum; the owner plans and approves for Strand.
  const managerOf = (companyId: number) =>
    companyId === people.companyIds.centrum ? plannerId : ownerId;

  // Roster, hours, corrections and availability, all from one seeded random stream.
  const workingNow = new Set(DEMO_CAST.workingNow.map(employeeId));
  const forgotToClockOut = new Set(DEMO_CAST.forgotToClockOut.map(employeeId));
  const shifts = planRoster({
    employees: rosterEmployees,
    now,
    today,
    timeZone,
    random,
    workingNow,
    offToday: forgotToClockOut,
  });
  await insertInSlices(shifts, (slice) =>
    tx.insert(schedules).values(
      slice.map((s) => ({
        tenantId,
        companyId: s.companyId,
        employeeId: s.employeeId,
        startTime: s.start,
        endTime: s.end,
        status: s.isTemporary ? ('CONCEPT' as const) : ('DEFINITIVE' as const),
        createdBy: managerOf(s.companyId),
        // Rosters go out about a week ahead.
        createdAt: new Date(Math.min(now.getTime(), s.start.getTime() - 7 * 86_400_000)),
      })),
    ),
  );

  const records = planTimeRecords({
    shifts,
    now,
    today,
    timeZone,
    random,
    forgotToClockOut,
    reviewerOf: managerOf,
  });
  await insertInSlices(records, (slice) =>
    tx.insert(timeRecords).values(
      slice.map((r) => ({
        tenantId,
        employeeId: r.employeeId,
        companyId: r.companyId,
        clockInTime: r.clockIn,
        clockOutTime: r.clockOut,
        approvalStatus: r.status,
        rejectionReason: r.rejectionReason,
        source: 'kiosk' as const,
        reviewedBy: r.reviewedBy,
        reviewedAt: r.reviewedAt,
        createdAt: r.clockIn,
      })),
    ),
  );

  const medewerker = employeeId(DEMO_CAST.medewerker);
  const correctionRows = planCorrections({
    records,
    now,
    timeZone,
    random,
    requests: [
      {
        employeeId: medewerker,
        status: 'APPROVED',
        pick: 'older',
        shiftMinutes: [20, 45],
        reason: 'Langer doorgewerkt voor een groot gezelschap; de kiosk was al uitgezet.',
        reviewedBy: ownerId,
      },
      {
        employeeId: medewerker,
        status: 'PENDING',
        pick: 'latest',
        shiftMinutes: [-50, -25],
        reason: 'In overleg eerder naar huis gegaan, maar pas later uitgeklokt.',
      },
      {
        employeeId: employeeId(DEMO_CAST.correctionRejected),
        status: 'REJECTED',
        pick: 'older',
        shiftMinutes: [30, 60],
        reason: 'Langer gebleven om de zaal op te ruimen.',
        rejectionReason:
          'Niet vooraf afgestemd met de leidinggevende; opruimen valt binnen de dienst.',
        reviewedBy: plannerId,
      },
      {
        employeeId: employeeId(DEMO_CAST.correctionApproved),
        status: 'APPROVED',
        pick: 'older',
        shiftMinutes: [15, 35],
        reason: 'Kiosk reageerde niet bij het uitklokken.',
        reviewedBy: ownerId,
      },
    ],
  });
  await insertInSlices(correctionRows, (slice) =>
    tx.insert(corrections).values(slice.map((c) => ({ tenantId, ...c }))),
  );

  const availabilityRows = planAvailability({
    employees: rosterEmployees.filter((e) =>
      DEMO_CAST.availability.some((email) => employeeId(email) === e.id),
    ),
    shifts,
    today,
    timeZone,
    random,
  });
  await insertInSlices(availabilityRows, (slice) =>
    tx.insert(availability).values(
      slice.map((a) => ({
        tenantId,
        employeeId: a.employeeId,
        companyId: a.companyId,
        startTime: a.start,
        endTime: a.end,
        available: a.available,
      })),
    ),
  );

  const rosterEmployee = (email: string) => {
    const found = rosterEmployees.find((e) => e.id === employeeId(email));
    if (!found) throw new Error(`demo employee ${email} is missing`);
    return found;
  };
  const { leave, sickness } = planDemoLeave({ today, timeZone, employee: rosterEmployee });
  await tx.insert(leaveRequests).values(
    leave.map((l) => {
      const decided = l.status === 'APPROVED';
      return {
        tenantId,
        ...l,
        decidedBy: decided ? managerOf(l.companyId) : null,
        decidedAt: decided ? new Date(now.getTime() - 3 * 86_400_000) : null,
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
      };
    }),
  );
  await tx
    .insert(sickReports)
    .values(sickness.map((s) => ({ tenantId, ...s, reportedBy: managerOf(s.companyId) })));
  // HR entered what the medewerker carried over from last year.
  const carrier = employeeId(DEMO_LEAVE_CAST.plannedWeek);
  await tx.insert(leaveOpenings).values({
    tenantId,
    employeeId: carrier,
    year: today.year,
    updatedAt: now,
    updatedBy: ownerId,
    updatedByName: 'eigenaar',
  });
  await tx.insert(leaveOpeningPots).values({
    tenantId,
    employeeId: carrier,
    kind: 'statutory',
    accrualYear: today.year - 1,
    minutes: DEMO_OPENING_MINUTES,
  });

  const centrum = people.companyIds.centrum;
  await tx.insert(staffingNeeds).values(
    demoNeedRows((name) => people.jobTitleId(centrum, name)).map((need) => ({
      tenantId,
      companyId: centrum,
      ...need,
    })),
  );
  await tx
    .insert(staffingBudgets)
    .values({ tenantId, companyId: centrum, weeklyBudgetCents: DEMO_WEEKLY_BUDGET_CENTS });
}
