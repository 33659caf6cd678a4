import type { PGlite } from '@electric-sql/pglite';
import { monthBounds } from '@klokwerk/domain/month-bounds';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, DatabaseHandle, Tx } from '../../apps/server/src/db/database';
import * as reports from '../../apps/server/src/modules/month-figures/repository';
import type { TenantContext, TenantId } from '../../apps/server/src/tenancy/tenant-context';
import { createTestTenant, type TestTenant } from '../../apps/server/src/test/factories';

export const EMPLOYEES = 300;
export const SHIFTS_A_DAY = 4;
/** September 2026 in Amsterdam: 30 days (300 × 30 × 4 = 36,000 registrations), no DST change. */
export const YEAR = 2026;
export const MONTH = 9;
export const ZONE = 'Europe/Amsterdam';
export const BOUNDS = monthBounds(YEAR, MONTH, ZONE);
/** Five years of history end where the month starts. */
export const HISTORY_DAYS = 5 * 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A tenant whose first company has EMPLOYEES employees (salaries 12.50–19.50, some with a
 * rating), through the server's factory for the tenant and one statement for the employees.
 */
export async function seedCompany(db: Database): Promise<TestTenant> {
  const tenant = await createTestTenant(db);
  await db.execute(sql`
    insert into employees (tenant_id, company_id, first_name, last_name, email, phone_number,
      salary, hours_rating)
    select ${tenant.tenantId}, ${tenant.companyId}, 'Voornaam' || n, 'Achternaam' || n,
      'medewerker' || n || '@bench.example', '06' || lpad(n::text, 8, '0'),
      12.5 + (n % 8), case when n % 5 = 0 then 1.25 else 1 end
    from generate_series(1, ${EMPLOYEES}) as n`);
  return tenant;
}

/**
 * SHIFTS_A_DAY shifts of 3.5 hours a day for each employee from `from` for `days` days (06:00,
 * 10:00, 14:00 and 18:00 UTC), each with a registration a few minutes off the shift's start and
 * end, approved except one in 97 (Pending); an approved correction for one registration in 50,
 * and a pending one for one in 199. One statement per table, run by the database itself.
 */
export async function seedDays(
  db: Database,
  tenant: TestTenant,
  from: Date,
  days: number,
): Promise<void> {
  const grid = sql`
    from employees e, generate_series(0, ${days - 1}) as d, generate_series(0, ${SHIFTS_A_DAY - 1}) as s
    where e.tenant_id = ${tenant.tenantId} and e.company_id = ${tenant.companyId}`;
  const start = sql`(${from.toISOString()}::timestamptz + d * interval '1 day' + (6 + 4 * s) * interval '1 hour')`;
  await db.execute(sql`
    insert into schedules (tenant_id, company_id, employee_id, start_time, end_time)
    select ${tenant.tenantId}, ${tenant.companyId}, e.id, ${start}, ${start} + interval '3.5 hours'
    ${grid}`);
  await db.execute(sql`
    insert into time_records (tenant_id, employee_id, company_id, clock_in_time, clock_out_time,
      approval_status, source)
    select ${tenant.tenantId}, e.id, ${tenant.companyId},
      ${start} + ((e.id * 7 + d * 13 + s * 17) % 21 - 10) * interval '1 minute',
      ${start} + interval '3.5 hours' + ((e.id * 11 + d * 5 + s * 3) % 21 - 10) * interval '1 minute',
      case when (e.id + d + s) % 97 = 0 then 'Pending' else 'Approved' end, 'kiosk'
    ${grid}`);
  await db.execute(sql`
    insert into corrections (tenant_id, employee_id, company_id, requested_time, reason, status,
      reviewed_at)
    select ${tenant.tenantId}, e.id, ${tenant.companyId},
      ${start} + interval '4 hours', 'Later gestopt',
      case when (e.id + d + s) % 199 = 0 then 'PENDING' else 'APPROVED' end,
      ${start} + interval '1 day'
    ${grid} and ((e.id + d + s) % 50 = 0 or (e.id + d + s) % 199 = 0)`);
}

export function historyStart(): Date {
  return new Date(BOUNDS.start.getTime() - HISTORY_DAYS * DAY_MS);
}

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The reports repository's own statements for the month, as text and parameters: the bare read
 * runs the very SELECTs the app runs. The repository is called on a Drizzle instance whose
 * client answers every statement with no rows and whose logger records what it is asked.
 */
export async function reportStatements(
  tenantId: TenantId,
  companyId: number,
): Promise<{ hours: Statement[]; wages: Statement[] }> {
  const captured: Statement[] = [];
  const recorder = drizzle({
    client: { query: async () => ({ rows: [] }) } as unknown as pg.Pool,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  }) as unknown as Tx;
  const actor = {
    userId: 0,
    userName: 'bench',
    role: 'EIGENAAR',
    roles: ['EIGENAAR'],
    companyId,
    employeeId: null,
    email: 'bench@example.test',
    subscription: 'pro',
  } as const;
  const ctx = { tenantId, actor, tx: recorder, afterCommit: () => {} } as TenantContext;
  const scope = { companyId, month: BOUNDS, employeeId: null };
  await reports.monthRecords(ctx, scope);
  await reports.monthSchedules(ctx, scope);
  await reports.monthCorrections(ctx, scope);
  await reports.companyEmployees(ctx, scope);
  await reports.penaltySettings(ctx, companyId);
  const [records, schedules, corrections, employees, settings] = captured as [
    Statement,
    Statement,
    Statement,
    Statement,
    Statement,
  ];
  return {
    hours: [records, schedules, corrections, employees, settings],
    wages: [records, corrections, employees],
  };
}

/** What the bare read needs of a database: one statement, its rows. */
export type RunStatement = (statement: Statement) => Promise<unknown[]>;

export function pgliteStatement(handle: DatabaseHandle): RunStatement {
  const client = (handle.db as Database & { $client: PGlite }).$client;
  return async (statement) => (await client.query(statement.text, statement.params)).rows;
}
