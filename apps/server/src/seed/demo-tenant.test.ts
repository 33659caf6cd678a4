import { randomBytes } from 'node:crypto';
import {
  addDays,
  firstOfMonth,
  localDateOf,
  localTimeToInstant,
  startOfWeek,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { zonedParts } from '@klokwerk/domain/zoned-time';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signingKey } from '../auth/tokens';
import type { DatabaseHandle } from '../db/database';
import {
  availability,
  categories,
  companies,
  companySettings,
  corrections,
  employees,
  jobTitles,
  leaveOpeningPots,
  leaveRequests,
  payrollSettings,
  schedules,
  sickReports,
  staffingBudgets,
  staffingNeeds,
  timeRecords,
  users,
} from '../db/schema/index';
import { databaseAddressLimit } from '../modules/login/address-limit';
import { login } from '../modules/login/service';
import { authorisedTenantId, withTenant } from '../tenancy/tenant-context';
import { testDatabase } from '../test/test-app';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TENANT_NAME,
  DEMO_TIME_ZONE,
  seedDemoTenant,
  seedDemoTenantIfEmpty,
} from './demo-tenant';

const ZONE = DEMO_TIME_ZONE;
// A Wednesday in the middle of a month, so every part of the story has room.
const NOW = new Date('2026-11-18T13:00:00Z');
const HOUR = 3_600_000;
const demo = authorisedTenantId('demohoreca');

let database: DatabaseHandle;

/** Everything of one demo tenant, read the way the server reads it (RLS on). */
async function readTenant(tenant: string) {
  return withTenant(database.db, authorisedTenantId(tenant), async (tx) => ({
    companies: await tx.select().from(companies),
    settings: await tx.select().from(companySettings),
    categories: await tx.select().from(categories),
    jobTitles: await tx.select().from(jobTitles),
    employees: await tx.select().from(employees),
    users: await tx.select().from(users),
    schedules: await tx.select().from(schedules),
    records: await tx.select().from(timeRecords),
    corrections: await tx.select().from(corrections),
    availability: await tx.select().from(availability),
    payrollSettings: await tx.select().from(payrollSettings),
    leave: await tx.select().from(leaveRequests),
    sickness: await tx.select().from(sickReports),
    openingPots: await tx.select().from(leaveOpeningPots),
    needs: await tx.select().from(staffingNeeds),
    budgets: await tx.select().from(staffingBudgets),
  }));
}

type TenantData = Awaited<ReturnType<typeof readTenant>>;
let data: TenantData;

beforeAll(async () => {
  database = await testDatabase();
});

describe('seedDemoTenantIfEmpty', () => {
  it('seeds once and then leaves the existing tenant alone', async () => {
    expect(await seedDemoTenantIfEmpty(database.db, NOW)).toBe(true);
    expect(await seedDemoTenantIfEmpty(database.db, NOW)).toBe(false);
    data = await readTenant(demo);
  });

  it('has two companies with settings, departments and job titles', () => {
    const names = data.companies.map((c) => c.companyName).sort();
    expect(names).toEqual(['Demo Horeca Centrum', 'Demo Horeca Strand']);
    for (const company of data.companies) {
      expect(company).toMatchObject({ timeZone: ZONE, city: expect.any(String) });
      expect(company.emailAddress).toMatch(/@demohoreca\.example$/);
      expect(company.phoneNumber).toBeTruthy();
      const setting = data.settings.find((s) => s.companyId === company.id);
      expect(setting).toMatchObject({
        applyPenalty: true,
        penaltyMinutes: company.companyName.endsWith('Centrum') ? 15 : 10,
      });
      const departments = data.categories.filter((c) => c.companyId === company.id);
      expect(departments.map((c) => c.name).sort()).toEqual(['Bediening', 'Keuken', 'Management']);
      for (const department of departments) {
        const titles = data.jobTitles.filter((j) => j.categoryId === department.id);
        expect(titles.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has about 16 employees with phone numbers and e-mail addresses', () => {
    const centrum = data.companies.find((c) => c.companyName.endsWith('Centrum'));
    expect(data.employees.length).toBeGreaterThanOrEqual(16);
    expect(data.employees.filter((e) => e.companyId === centrum?.id).length).toBeGreaterThanOrEqual(
      10,
    );
    for (const employee of data.employees) {
      expect(employee.phoneNumber).toMatch(/^06\d{8}$/);
      expect(employee.email).toMatch(/^[a-z.]+@demohoreca\.example$/);
      expect(employee.salary).toBeGreaterThanOrEqual(14);
      expect(employee.salary).toBeLessThanOrEqual(22.5);
      expect(employee.bsnEncrypted).toBeNull();
      expect(employee.jobTitleId).not.toBeNull();
    }
    const phones = data.employees.map((e) => `${e.companyId}:${e.phoneNumber}`);
    expect(new Set(phones).size).toBe(phones.length);
    expect(new Set(data.employees.map((e) => e.email)).size).toBe(data.employees.length);
    // The stories the employee screen shows: incomplete profile, expired contract, employer charges.
    expect(data.employees.some((e) => e.address === null)).toBe(true);
    const thisMonth = toIsoDate(firstOfMonth(localDateOf(NOW, ZONE)));
    expect(data.employees.some((e) => e.endDate !== null && e.endDate < thisMonth)).toBe(true);
    expect(data.employees.some((e) => e.hoursRating > 1)).toBe(true);
  });

  it('is ready for the payroll export: personeelsnummers and payroll settings in both companies', () => {
    const numbers = data.employees.map((e) => e.payrollNumber);
    expect(numbers.every((n) => n !== null && /^\d{4}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(data.payrollSettings.map((s) => s.companyId).sort()).toEqual(
      data.companies.map((c) => c.id).sort(),
    );
    for (const settings of data.payrollSettings) {
      expect(settings).toMatchObject({ debtorNumber: '40123', hoursCode: 'U2100' });
    }
  });

  it('has one user per demo role, all in Centrum, the medewerker linked to an employee', () => {
    const centrum = data.companies.find((c) => c.companyName.endsWith('Centrum'));
    expect(data.users).toHaveLength(7);
    for (const account of DEMO_ACCOUNTS) {
      const user = data.users.find((u) => u.userName === account.userName);
      expect(user?.roles).toEqual([account.role]);
      expect(user?.companyId).toBe(centrum?.id);
    }
    const medewerker = data.users.find((u) => u.userName === 'medewerker');
    const employee = data.employees.find((e) => e.id === medewerker?.employeeId);
    expect(employee?.companyId).toBe(centrum?.id);
    expect(medewerker?.email).toBe(employee?.email);
    expect(new Set(data.users.map((u) => u.email)).size).toBe(7);
  });

  it('has a roster for this week and next week with definitive and concept shifts', () => {
    const today = localDateOf(NOW, ZONE);
    const thisWeek = localTimeToInstant(startOfWeek(today), 0, ZONE);
    const nextWeek = localTimeToInstant(addDays(startOfWeek(today), 7), 0, ZONE);
    const weekAfter = localTimeToInstant(addDays(startOfWeek(today), 14), 0, ZONE);
    const inThisWeek = data.schedules.filter(
      (s) => s.startTime >= thisWeek && s.startTime < nextWeek,
    );
    const inNextWeek = data.schedules.filter(
      (s) => s.startTime >= nextWeek && s.startTime < weekAfter,
    );
    expect(inThisWeek.length).toBeGreaterThan(30);
    expect(inNextWeek.length).toBeGreaterThan(30);
    expect(inNextWeek.some((s) => s.status === 'CONCEPT')).toBe(true);
    expect(inNextWeek.some((s) => s.status === 'DEFINITIVE')).toBe(true);
    expect(data.schedules.some((s) => s.startTime >= weekAfter)).toBe(false);
    expect(inThisWeek.some((s) => s.status === 'CONCEPT')).toBe(false);
  });

  it('approved all of last month and left part of this month pending', () => {
    const today = localDateOf(NOW, ZONE);
    const lastMonth = localTimeToInstant(firstOfMonth(today, -1), 0, ZONE);
    const thisMonth = localTimeToInstant(firstOfMonth(today), 0, ZONE);
    const previous = data.records.filter(
      (r) => r.clockInTime >= lastMonth && r.clockInTime < thisMonth,
    );
    expect(previous.length).toBeGreaterThan(100);
    for (const record of previous) {
      expect(record).toMatchObject({ approvalStatus: 'Approved', source: 'kiosk' });
      expect(record.clockOutTime).not.toBeNull();
      expect(record.reviewedBy).not.toBeNull();
    }
    const current = data.records.filter((r) => r.clockInTime >= thisMonth);
    expect(current.filter((r) => r.approvalStatus === 'Pending').length).toBeGreaterThanOrEqual(1);
    expect(current.filter((r) => r.approvalStatus === 'Approved').length).toBeGreaterThan(
      current.filter((r) => r.approvalStatus === 'Pending').length,
    );
    const rejected = current.filter((r) => r.approvalStatus === 'Rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.rejectionReason).toBeTruthy();
    expect(data.records.every((r) => r.clockInTime <= NOW)).toBe(true);
    expect(data.records.every((r) => r.clockOutTime === null || r.clockOutTime <= NOW)).toBe(true);
  });

  it('keeps at most one open record per employee: at work today, or a forgotten clock-out', () => {
    const open = data.records.filter((r) => r.clockOutTime === null);
    const perEmployee = new Set(open.map((r) => r.employeeId));
    expect(perEmployee.size).toBe(open.length);
    const startOfToday = localTimeToInstant(localDateOf(NOW, ZONE), 0, ZONE);
    expect(open.filter((r) => r.clockInTime >= startOfToday).length).toBeGreaterThanOrEqual(1);
    expect(open.filter((r) => r.clockInTime < startOfToday).length).toBeGreaterThanOrEqual(1);
    expect(open.every((r) => r.approvalStatus === 'Pending')).toBe(true);
  });

  it('has availability for the coming two weeks and corrections in every state', () => {
    const inTwoWeeks = new Date(NOW.getTime() + 15 * 24 * HOUR);
    expect(data.availability.every((a) => a.endTime > NOW && a.startTime < inTwoWeeks)).toBe(true);
    expect(data.availability.some((a) => a.available)).toBe(true);
    expect(data.availability.some((a) => !a.available)).toBe(true);
    expect(new Set(data.availability.map((a) => a.employeeId)).size).toBeGreaterThanOrEqual(4);

    const statuses = new Set(data.corrections.map((c) => c.status));
    expect([...statuses].sort()).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    const owner = data.users.find((u) => u.userName === 'eigenaar');
    const approved = data.corrections.filter((c) => c.status === 'APPROVED');
    expect(approved.some((c) => c.reviewedBy === owner?.id)).toBe(true);
    expect(data.corrections.find((c) => c.status === 'REJECTED')?.rejectionReason).toBeTruthy();
    const medewerker = data.users.find((u) => u.userName === 'medewerker');
    expect(
      data.corrections.filter((c) => c.employeeId === medewerker?.employeeId).length,
    ).toBeGreaterThanOrEqual(2);
    // Each one matches a record of its employee as the reports do (docs/calculations.md#shift-matching).
    const day = (d: Date) => JSON.stringify(localDateOf(d, ZONE));
    for (const correction of data.corrections) {
      const theirs = data.records.filter((r) => r.employeeId === correction.employeeId);
      const matched = theirs.some((r) =>
        r.clockOutTime
          ? day(r.clockOutTime) === day(correction.requestedTime)
          : correction.requestedTime.getTime() - r.clockInTime.getTime() < 24 * HOUR,
      );
      expect(matched).toBe(true);
    }
  });

  it('has leave approved and pending, one open sick report and an opening balance', () => {
    const medewerker = data.users.find((u) => u.userName === 'medewerker')?.employeeId;
    const planned = data.leave.find((l) => l.employeeId === medewerker);
    // A week ahead, Monday to Friday at her contract day: worth five contract days.
    expect(planned).toMatchObject({ status: 'APPROVED', leaveType: 'VAKANTIE' });
    expect(planned?.minutes).toBeGreaterThan(0);
    expect(planned && planned.startDate > toIsoDate(localDateOf(NOW, ZONE))).toBe(true);
    expect(data.leave.filter((l) => l.status === 'PENDING')).toHaveLength(2);
    expect(data.leave.some((l) => l.status === 'APPROVED' && l.endsAt < NOW)).toBe(true);
    expect(data.sickness).toHaveLength(1);
    expect(data.sickness[0]?.recoveredAt).toBeNull();
    expect(data.openingPots).toEqual([
      expect.objectContaining({ employeeId: medewerker, kind: 'statutory', accrualYear: 2025 }),
    ]);
  });

  it('has a Bezetting in Centrum for every day and a weekly budget; Strand has none', () => {
    const centrum = data.companies.find((c) => c.companyName === 'Demo Horeca Centrum');
    expect(new Set(data.needs.map((n) => n.companyId))).toEqual(new Set([centrum?.id]));
    expect(new Set(data.needs.map((n) => n.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const fridayOber = data.needs.filter(
      (n) => n.weekday === 5 && data.jobTitles.find((j) => j.id === n.jobTitleId)?.name === 'Ober',
    );
    expect(fridayOber).toEqual([
      expect.objectContaining({ startMinute: 17 * 60, endMinute: 22 * 60, headcount: 2 }),
    ]);
    expect(data.budgets).toEqual([
      expect.objectContaining({ companyId: centrum?.id, weeklyBudgetCents: 600_000 }),
    ]);
  });

  it('signs in every demo account with the demo password', async () => {
    const centrum = data.companies.find((c) => c.companyName.endsWith('Centrum'));
    let ip = 0;
    for (const account of DEMO_ACCOUNTS) {
      ip += 1;
      const token = await login(
        {
          db: database.db,
          signingKey: signingKey(new Uint8Array(randomBytes(32))),
          admit: databaseAddressLimit(database.db),
          now: NOW,
          ip: `10.9.0.${ip}`,
        },
        { tenantId: DEMO_TENANT_NAME, userName: account.userName, password: DEMO_PASSWORD },
      );
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({
        sub: account.userName,
        roles: [account.role],
        companyId: centrum?.id,
        tenantId: 'demohoreca',
        subscription: 'Klokwerk Pro Maandelijks',
      });
      if (account.userName === 'medewerker') expect(claims.firstName).toBe('Emma');
    }
  });
});

/** Every shift starts on the hour at a planned local time and lasts as planned, DST or not. */
function expectWallClockShifts(rows: TenantData['schedules']) {
  const lengths: Record<number, number> = { 9: 8, 10: 6, 11: 11, 16: 7, 18: 7 };
  for (const shift of rows) {
    const start = zonedParts(shift.startTime, ZONE);
    expect(start.minute).toBe(0);
    expect((shift.endTime.getTime() - shift.startTime.getTime()) / HOUR).toBe(lengths[start.hour]);
  }
}

describe('seeding around the changes of summer time', () => {
  it('plans local times on the Monday after spring-forward (UTC+2)', async () => {
    const now = new Date('2026-03-30T10:00:00Z');
    expect(await seedDemoTenant(database.db, now, { tenantName: 'Demo Horeca Maart' })).toBe(true);
    const march = await readTenant('demohorecamaart');
    expectWallClockShifts(march.schedules);
    // The kiosk's lunch crew of that morning: 10:00 in Amsterdam is 08:00Z in summer time.
    const starts = march.schedules.map((s) => s.startTime.toISOString());
    expect(starts).toContain('2026-03-30T08:00:00.000Z');
    const open = march.records.filter((r) => r.clockOutTime === null);
    expect(new Set(open.map((r) => r.employeeId)).size).toBe(open.length);
  });

  it('plans local times on the Monday after fall-back (UTC+1)', async () => {
    const now = new Date('2026-10-26T10:00:00Z');
    expect(await seedDemoTenant(database.db, now, { tenantName: 'Demo Horeca Oktober' })).toBe(
      true,
    );
    const october = await readTenant('demohorecaoktober');
    expectWallClockShifts(october.schedules);
    const starts = october.schedules.map((s) => s.startTime.toISOString());
    expect(starts).toContain('2026-10-26T09:00:00.000Z');
  });
});

describe('the seed is reproducible', () => {
  it('gives the same roster for the same moment', async () => {
    const now = new Date('2026-03-30T10:00:00Z');
    await seedDemoTenant(database.db, now, { tenantName: 'Demo Horeca Maart Twee' });
    const [first, second] = await Promise.all([
      readTenant('demohorecamaart'),
      readTenant('demohorecamaarttwee'),
    ]);
    const shape = (d: TenantData) =>
      d.schedules.map((s) => `${s.startTime.toISOString()} ${s.endTime.toISOString()}`).sort();
    expect(shape(second)).toEqual(shape(first));
    expect(second.records).toHaveLength(first.records.length);
  });
});

describe('seeding at awkward moments', () => {
  const moments = [
    '2026-03-01T00:30:00Z', // 01:30 on the first of the month: nothing of this month yet
    '2026-01-01T11:00:00Z', // New Year's Day: last month is last year
    '2026-03-29T01:30:00Z', // 03:30 just after the clocks went forward
    '2026-10-25T00:30:00Z', // 02:30 summer time, an hour that comes twice that night
    '2026-05-31T21:59:00Z', // a minute before the first of the month
    '2026-08-14T22:30:00Z', // 00:30 local, closing shifts still under way
  ];

  it.each(moments)('keeps shifts and registrations apart at %s', async (iso) => {
    const tenantName = `Demo Horeca ${iso.replace(/\D/g, '')}`;
    expect(await seedDemoTenant(database.db, new Date(iso), { tenantName })).toBe(true);
    const seeded = await readTenant(normalizeTenantName(tenantName));
    expectWallClockShifts(seeded.schedules);
    // Node 20 has no Map.groupBy.
    const byEmployee = <T extends { employeeId: number }>(rows: T[]): T[][] => {
      const groups = new Map<number, T[]>();
      for (const row of rows)
        groups.set(row.employeeId, [...(groups.get(row.employeeId) ?? []), row]);
      return [...groups.values()];
    };
    for (const shifts of byEmployee(seeded.schedules)) {
      shifts.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
      for (let i = 1; i < shifts.length; i++) {
        expect(shifts[i]?.startTime.getTime()).toBeGreaterThanOrEqual(
          shifts[i - 1]?.endTime.getTime() ?? 0,
        );
      }
    }
    for (const records of byEmployee(seeded.records)) {
      records.sort((a, b) => a.clockInTime.getTime() - b.clockInTime.getTime());
      for (let i = 1; i < records.length; i++) {
        const previousOut = records[i - 1]?.clockOutTime;
        expect(previousOut).not.toBeNull();
        expect(records[i]?.clockInTime.getTime()).toBeGreaterThan(previousOut?.getTime() ?? 0);
      }
    }
    expect(seeded.records.every((r) => r.clockInTime <= new Date(iso))).toBe(true);
    expect(seeded.corrections.every((c) => c.requestedTime <= new Date(iso))).toBe(true);
  });
});
