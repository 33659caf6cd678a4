import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, localTimeToInstant } from '@klokwerk/domain/local-date';
import type { Role } from '@klokwerk/domain/roles';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Database, Tx } from '../db/database';
import {
  type ApprovalStatus,
  availability,
  type CorrectionStatus,
  categories,
  companies,
  corrections,
  type Employee,
  employees,
  jobTitles,
  type LeaveStatus,
  type LeaveType,
  leaveRequests,
  type NewEmployee,
  type ShiftStatus,
  schedules,
  sickReports,
  type TimeRecordSource,
  timeRecords,
  users,
} from '../db/schema/index';
import { initialContractPeriod } from '../modules/contracts/initial-period';
import { insertPeriods } from '../modules/contracts/repository';
import { provisionTenant } from '../modules/tenants/provision';
import { type TenantContext, type TenantId, withTenant } from '../tenancy/tenant-context';

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

let sequence = 0;
/** A number unique within the test run, for names, e-mail addresses and phone numbers. */
function next(): number {
  sequence += 1;
  return sequence;
}

/** Another location of the tenant (the first one comes with createTestTenant). */
export async function createCompany(
  db: Database,
  tenant: TestTenant,
  values: { companyName?: string; timeZone?: string; archivedAt?: Date | null } = {},
): Promise<number> {
  const n = next();
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(companies)
      .values({
        tenantId: tenant.tenantId,
        companyName: values.companyName ?? `Vestiging ${n}`,
        emailAddress: `vestiging${n}@example.test`,
        timeZone: values.timeZone ?? 'Europe/Amsterdam',
        archivedAt: values.archivedAt ?? null,
      })
      .returning({ id: companies.id }),
  );
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

export async function createCategory(
  db: Database,
  tenant: TestTenant,
  values: { companyId?: number; name?: string } = {},
): Promise<{ id: number; companyId: number; name: string }> {
  const companyId = values.companyId ?? tenant.companyId;
  const name = values.name ?? `Afdeling ${next()}`;
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(categories)
      .values({ tenantId: tenant.tenantId, companyId, name })
      .returning({ id: categories.id }),
  );
  if (!row) throw new Error('category insert returned no row');
  return { id: row.id, companyId, name };
}

/** A job title, in a new category of the same company unless one is given. */
export async function createJobTitle(
  db: Database,
  tenant: TestTenant,
  values: { companyId?: number; categoryId?: number; name?: string } = {},
): Promise<{ id: number; companyId: number; categoryId: number; name: string }> {
  const companyId = values.companyId ?? tenant.companyId;
  const categoryId = values.categoryId ?? (await createCategory(db, tenant, { companyId })).id;
  const name = values.name ?? `Functie ${next()}`;
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(jobTitles)
      .values({ tenantId: tenant.tenantId, companyId, categoryId, name })
      .returning({ id: jobTitles.id }),
  );
  if (!row) throw new Error('job title insert returned no row');
  return { id: row.id, companyId, categoryId, name };
}

/**
 * An employee with a complete profile by default (the fields of docs/screens.md); override any
 * field, e.g. `{ archivedAt: new Date() }` or `{ salary: null }`.
 */
export async function createEmployee(
  db: Database,
  tenant: TestTenant,
  values: Partial<Omit<NewEmployee, 'tenantId' | 'id'>> = {},
): Promise<Employee> {
  const n = next();
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(employees)
      .values({
        companyId: tenant.companyId,
        firstName: `Voornaam${n}`,
        lastName: `Achternaam${n}`,
        email: `medewerker${n}@example.test`,
        phoneNumber: `06${String(10_000_000 + n).slice(-8)}`,
        dateOfBirth: '1995-06-15',
        address: `Dorpsstraat ${n}, Utrecht`,
        startDate: '2024-01-01',
        contractType: 'Vast',
        salary: 14.25,
        hoursPerWeek: 32,
        ...values,
        tenantId: tenant.tenantId,
      })
      .returning(),
  );
  if (!row) throw new Error('employee insert returned no row');
  // The contract period every employee gets from its row (migration 0014, employee creation).
  const period = initialContractPeriod(row);
  if (period) {
    await withTenant(db, tenant.tenantId, (tx) =>
      insertPeriods({ tenantId: tenant.tenantId, tx }, [{ employeeId: row.id, period }]),
    );
  }
  return row;
}

export function authHeaders(token: string, tenantId: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId };
}

/** A time record of an employee, closed and pending unless told otherwise. */
export async function createTimeRecord(
  db: Database,
  tenant: TestTenant,
  values: {
    employeeId: number;
    companyId?: number;
    clockInTime?: Date;
    clockOutTime?: Date | null;
    approvalStatus?: ApprovalStatus;
    rejectionReason?: string | null;
    source?: TimeRecordSource;
  },
): Promise<{ id: number }> {
  const clockInTime = values.clockInTime ?? new Date('2026-11-02T08:00:00Z');
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(timeRecords)
      .values({
        tenantId: tenant.tenantId,
        employeeId: values.employeeId,
        companyId: values.companyId ?? tenant.companyId,
        clockInTime,
        clockOutTime:
          values.clockOutTime === undefined
            ? new Date(clockInTime.getTime() + 8 * 3_600_000)
            : values.clockOutTime,
        approvalStatus: values.approvalStatus ?? 'Pending',
        rejectionReason: values.rejectionReason ?? null,
        source: values.source ?? 'kiosk',
      })
      .returning({ id: timeRecords.id }),
  );
  if (!row) throw new Error('time record insert returned no row');
  return row;
}

/**
 * An hour correction of an employee (a requested clock-out), PENDING unless told otherwise; an
 * APPROVED or REJECTED one is reviewed at `reviewedAt` (default: the requested time plus a day).
 */
export async function createCorrection(
  db: Database,
  tenant: TestTenant,
  values: {
    employeeId: number;
    companyId?: number;
    requestedTime: Date;
    reason?: string;
    status?: CorrectionStatus;
    reviewedAt?: Date | null;
    rejectionReason?: string | null;
  },
): Promise<{ id: number }> {
  const status = values.status ?? 'PENDING';
  const reviewedAt =
    values.reviewedAt !== undefined
      ? values.reviewedAt
      : status === 'PENDING'
        ? null
        : new Date(values.requestedTime.getTime() + 24 * 3_600_000);
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(corrections)
      .values({
        tenantId: tenant.tenantId,
        employeeId: values.employeeId,
        companyId: values.companyId ?? tenant.companyId,
        requestedTime: values.requestedTime,
        reason: values.reason ?? 'Vergeten uit te klokken',
        status,
        reviewedAt,
        rejectionReason: values.rejectionReason ?? null,
      })
      .returning({ id: corrections.id }),
  );
  if (!row) throw new Error('correction insert returned no row');
  return row;
}

/** A shift on the roster (09:00–17:00 UTC on the given day by default). */
export async function createSchedule(
  db: Database,
  tenant: TestTenant,
  values: {
    employeeId: number;
    companyId?: number;
    startTime?: Date;
    endTime?: Date;
    status?: ShiftStatus;
  },
): Promise<{ id: number }> {
  const startTime = values.startTime ?? new Date('2026-11-03T09:00:00Z');
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(schedules)
      .values({
        tenantId: tenant.tenantId,
        employeeId: values.employeeId,
        companyId: values.companyId ?? tenant.companyId,
        startTime,
        endTime: values.endTime ?? new Date(startTime.getTime() + 8 * 3_600_000),
        status: values.status ?? 'DEFINITIVE',
      })
      .returning({ id: schedules.id }),
  );
  if (!row) throw new Error('schedule insert returned no row');
  return row;
}

/**
 * A TenantContext as the API guard builds it, for a test that calls a service directly: to
 * prove a rule that the policy table keeps every role from reaching through the API today.
 */
export function contextAs(
  tenant: TestTenant,
  tx: Tx,
  role: Role,
  companyId: number | null = tenant.companyId,
): TenantContext {
  const userName = role.toLowerCase().replace(/\W/g, '');
  return {
    tenantId: tenant.tenantId,
    tx,
    // The test's own transaction decides; a task runs at once.
    afterCommit: (task) => task(),
    actor: {
      userId: tenant.users[role]?.id ?? 0,
      userName,
      role,
      roles: [role],
      companyId,
      employeeId: null,
      email: `${userName}@example.test`,
      subscription: 'Klokwerk Pro Maandelijks',
    },
  };
}

let testPasswordHash: Promise<string> | undefined;

/**
 * Another account of the tenant (password TEST_PASSWORD), in its first company as MEDEWERKER
 * unless told otherwise; sign in with `signIn`.
 */
export async function createUser(
  db: Database,
  tenant: TestTenant,
  values: {
    userName?: string;
    email?: string | null;
    roles?: string[];
    companyId?: number | null;
    employeeId?: number | null;
  } = {},
): Promise<{ id: number; userName: string; email: string | null }> {
  const n = next();
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await testPasswordHash;
  const userName = values.userName ?? `gebruiker${n}`;
  const email = values.email === undefined ? `gebruiker${n}@example.test` : values.email;
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(users)
      .values({
        tenantId: tenant.tenantId,
        userName,
        email,
        passwordHash,
        roles: values.roles ?? ['MEDEWERKER'],
        companyId: values.companyId === undefined ? tenant.companyId : values.companyId,
        employeeId: values.employeeId ?? null,
      })
      .returning({ id: users.id }),
  );
  if (!row) throw new Error('user insert returned no row');
  return { id: row.id, userName, email };
}

/** Signs in with any account (from its own client address); answers the token. */
export async function signIn(
  app: FastifyInstance,
  tenantId: string,
  userName: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: clientAddress(),
    headers: { 'x-tenant-id': tenantId },
    payload: { tenantId, userName, password },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${userName} failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * An employee of the company (the tenant's first unless told otherwise) with a signed-in account
 * linked to it, MEDEWERKER unless told otherwise: what the token's employeeId is about.
 */
export async function createSignedInEmployee(
  app: FastifyInstance,
  db: Database,
  tenant: TestTenant,
  values: { role?: string; companyId?: number; employee?: Partial<NewEmployee> } = {},
): Promise<{ employee: Employee; token: string }> {
  const companyId = values.companyId ?? tenant.companyId;
  const employee = await createEmployee(db, tenant, { companyId, ...values.employee });
  const user = await createUser(db, tenant, {
    roles: [values.role ?? 'MEDEWERKER'],
    companyId,
    employeeId: employee.id,
    email: employee.email,
  });
  return { employee, token: await signIn(app, tenant.tenantId, user.userName) };
}

/** An availability entry of an employee (available unless told otherwise). */
export async function createAvailability(
  db: Database,
  tenant: TestTenant,
  values: {
    employeeId: number;
    companyId?: number;
    startTime: Date;
    endTime: Date;
    available?: boolean;
  },
): Promise<{ id: number }> {
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(availability)
      .values({
        tenantId: tenant.tenantId,
        employeeId: values.employeeId,
        companyId: values.companyId ?? tenant.companyId,
        startTime: values.startTime,
        endTime: values.endTime,
        available: values.available ?? true,
      })
      .returning({ id: availability.id }),
  );
  if (!row) throw new Error('availability insert returned no row');
  return row;
}

/**
 * A leave request of whole days (from the first day's midnight to the one after the last day,
 * in Amsterdam), PENDING and worth 0 minutes unless told otherwise.
 */
export async function createLeave(
  db: Database,
  tenant: TestTenant,
  values: {
    employeeId: number;
    companyId?: number;
    startDate: string;
    endDate?: string;
    type?: LeaveType;
    status?: LeaveStatus;
    minutes?: number;
    rejectionReason?: string | null;
  },
): Promise<{ id: number }> {
  const endDate = values.endDate ?? values.startDate;
  const midnight = (iso: string, days = 0) => {
    const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
    return localTimeToInstant(addDays({ year, month, day }, days), 0, 'Europe/Amsterdam');
  };
  const status = values.status ?? 'PENDING';
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(leaveRequests)
      .values({
        tenantId: tenant.tenantId,
        companyId: values.companyId ?? tenant.companyId,
        employeeId: values.employeeId,
        leaveType: values.type ?? 'VAKANTIE',
        startDate: values.startDate,
        endDate,
        startsAt: midnight(values.startDate),
        endsAt: midnight(endDate, 1),
        minutes: values.minutes ?? 0,
        status,
        rejectionReason:
          values.rejectionReason ?? (status === 'REJECTED' ? 'Te druk in die week' : null),
      })
      .returning({ id: leaveRequests.id }),
  );
  if (!row) throw new Error('leave request insert returned no row');
  return row;
}

/** A sick report of an employee, open unless it has a recovery. */
export async function createSickReport(
  db: Database,
  tenant: TestTenant,
  values: { employeeId: number; companyId?: number; sickFrom: Date; recoveredAt?: Date | null },
): Promise<{ id: number }> {
  const [row] = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .insert(sickReports)
      .values({
        tenantId: tenant.tenantId,
        companyId: values.companyId ?? tenant.companyId,
        employeeId: values.employeeId,
        sickFrom: values.sickFrom,
        recoveredAt: values.recoveredAt ?? null,
      })
      .returning({ id: sickReports.id }),
  );
  if (!row) throw new Error('sick report insert returned no row');
  return row;
}
