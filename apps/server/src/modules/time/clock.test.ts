import type { Role } from '@klokwerk/domain/roles';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, timeRecords } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLOCK_TAPS_PER_MINUTE } from './clock';

/**
 * Written out by hand: the tile "In en uit klokken" (docs/screens.md#kiosk: EINDBAAS, EIGENAAR,
 * KLOKSYSTEEM; docs/roles-and-policies.md#roles adds BAAS as EIGENAAR). Everyone else is refused.
 */
const MAY_CLOCK: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'KLOKSYSTEEM'];
const MAY_NOT: Role[] = [
  'HUMANRESOURCE',
  'ACCOUNTANT',
  'ROOSTERMAKER',
  'FLOORMANAGER',
  'MEDEWERKER',
];

const UNKNOWN =
  'Dit telefoonnummer is niet bekend bij dit bedrijf. Vraag je leidinggevende om het toe te voegen.';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};
let sanne: number;
let secondCompanyPhone: string;
let otherTenantPhone: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...MAY_CLOCK, ...MAY_NOT] });
  other = await createTestTenant(db);
  // Tokens last 12 hours: every tap below happens on Monday 23 November 2026, after this.
  t.clock.set(new Date('2026-11-23T06:00:00Z'));
  for (const role of [...MAY_CLOCK, ...MAY_NOT]) tokens[role] = await loginAs(t.app, tenant, role);
  sanne = (
    await createEmployee(db, tenant, {
      firstName: 'Sanne',
      lastName: 'de Vries',
      phoneNumber: '0612345678',
    })
  ).id;
  const second = await createCompany(db, tenant);
  secondCompanyPhone = '0611112222';
  await createEmployee(db, tenant, { companyId: second, phoneNumber: secondCompanyPhone });
  otherTenantPhone = '0633334444';
  await createEmployee(db, other, { phoneNumber: otherTenantPhone });
});
afterAll(() => t.close());

function tap(phoneNumber: unknown, role: Role = 'KLOKSYSTEEM', token = tokens[role]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/time/clock',
    headers: authHeaders(token ?? '', tenant.tenantId),
    payload: { phoneNumber },
  });
}

function recordsOf(employeeId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select()
      .from(timeRecords)
      .where(and(eq(timeRecords.tenantId, tenant.tenantId), eq(timeRecords.employeeId, employeeId)))
      .orderBy(asc(timeRecords.clockInTime)),
  );
}

async function phoneOfNewEmployee(firstName = 'Daan'): Promise<{ id: number; phone: string }> {
  const employee = await createEmployee(t.database.db, tenant, { firstName });
  return { id: employee.id, phone: employee.phoneNumber ?? '' };
}

describe('POST /api/time/clock: roles', () => {
  it.each(MAY_CLOCK)('lets %s clock an employee of its own company', async (role) => {
    const { phone } = await phoneOfNewEmployee();
    t.clock.set(new Date('2026-11-23T07:00:00Z'));
    const response = await tap(phone, role);
    expect(response.statusCode).toBe(200);
    expect(response.json().action).toBe('clockIn');
  });

  it.each(MAY_NOT)('refuses %s with 403', async (role) => {
    const { id, phone } = await phoneOfNewEmployee();
    const response = await tap(phone, role);
    expect(response.statusCode).toBe(403);
    expect(await recordsOf(id)).toEqual([]);
  });
});

describe('POST /api/time/clock: the toggle', () => {
  it('clocks in, then out, with a Dutch sentence in the company zone and the hours worked', async () => {
    // 08:02 UTC is 09:02 in Amsterdam in November.
    t.clock.set(new Date('2026-11-23T08:02:00Z'));
    const first = await tap('0612345678');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Sanne is ingeklokt om 09:02.',
      action: 'clockIn',
      firstName: 'Sanne',
      time: '09:02',
      at: '2026-11-23T08:02:00.000Z',
      workedMinutes: null,
      // A tap on time, in order, in an open month: nothing for a manager to review.
      needsReview: false,
      reviewNote: null,
    });
    const [open] = await recordsOf(sanne);
    expect(open).toMatchObject({
      clockInTime: new Date('2026-11-23T08:02:00Z'),
      clockOutTime: null,
      approvalStatus: 'Pending',
      source: 'kiosk',
      createdBy: tenant.users.KLOKSYSTEEM?.id,
      companyId: tenant.companyId,
    });

    t.clock.set(new Date('2026-11-23T16:31:40Z'));
    const second = await tap('0612345678');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      message: 'Sanne is uitgeklokt om 17:31. Gewerkt: 8 uur 29 min.',
      action: 'clockOut',
      firstName: 'Sanne',
      time: '17:31',
      at: '2026-11-23T16:31:40.000Z',
      workedMinutes: 509,
      needsReview: false,
      reviewNote: null,
    });
    const records = await recordsOf(sanne);
    expect(records).toHaveLength(1);
    expect(records[0]?.clockOutTime).toEqual(new Date('2026-11-23T16:31:40Z'));
    expect(records[0]?.approvalStatus).toBe('Pending');
  });

  it('takes a second tap within 60 seconds of clocking in as a double tap', async () => {
    const { id, phone } = await phoneOfNewEmployee('Bram');
    t.clock.set(new Date('2026-11-23T07:00:00Z'));
    expect((await tap(phone)).json().action).toBe('clockIn');
    t.clock.advance(59_999);
    const again = await tap(phone);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      action: 'alreadyClockedIn',
      message: 'Bram is al ingeklokt sinds 08:00.',
      time: '08:00',
      at: '2026-11-23T07:00:00.000Z',
    });
    expect((await recordsOf(id))[0]?.clockOutTime).toBeNull();
    t.clock.advance(1);
    const out = await tap(phone);
    expect(out.json()).toMatchObject({
      action: 'clockOut',
      message: 'Bram is uitgeklokt om 08:01. Gewerkt: 1 min.',
    });
  });

  it('never opens two records when several taps arrive at once', async () => {
    const { id, phone } = await phoneOfNewEmployee('Lotte');
    t.clock.set(new Date('2026-11-23T09:00:00Z'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => tap(phone)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const actions = answers.map((a) => a.json().action).sort();
    expect(actions).toEqual([
      'alreadyClockedIn',
      'alreadyClockedIn',
      'alreadyClockedIn',
      'alreadyClockedIn',
      'alreadyClockedIn',
      'clockIn',
    ]);
    const records = await recordsOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]?.clockOutTime).toBeNull();
  });

  it('finds the employee however the number is typed (spaces, dashes, +31, 0031, * for +)', async () => {
    const employee = await createEmployee(t.database.db, tenant, {
      firstName: 'Emma',
      phoneNumber: '0698765432',
    });
    const forms = [
      '06 98 76 54 32',
      '06-98765432',
      '+31 6 98765432',
      '0031698765432',
      '*31698765432',
    ];
    let now = Date.parse('2026-11-23T06:00:00Z');
    for (const form of forms) {
      now += 3_600_000;
      t.clock.set(new Date(now));
      const response = await tap(form);
      expect(response.statusCode, form).toBe(200);
      expect(response.json().firstName).toBe('Emma');
    }
    expect(await recordsOf(employee.id)).toHaveLength(3);
  });

  it('takes a record open for 16 hours or more as a forgotten clock-out and clocks in', async () => {
    const { id, phone } = await phoneOfNewEmployee('Piet');
    // Clocked in on Sunday at 17:00 Amsterdam and never out.
    const sunday = new Date('2026-11-22T16:00:00Z');
    const forgotten = await createTimeRecord(t.database.db, tenant, {
      employeeId: id,
      clockInTime: sunday,
      clockOutTime: null,
    });
    t.clock.set(new Date('2026-11-23T08:00:00Z')); // Monday 09:00, 16 hours later
    const response = await tap(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      action: 'clockIn',
      message:
        'Piet is ingeklokt om 09:00. Bij je vorige registratie (22-11-2026 om 17:00) ontbreekt de uitkloktijd: vraag een urencorrectie aan.',
    });
    const records = await recordsOf(id);
    expect(records).toHaveLength(2);
    // Closed at its own clock-in: no hours until a correction supplies the real clock-out.
    expect(records[0]).toMatchObject({ id: forgotten.id, clockOutTime: sunday });
    expect(records[1]).toMatchObject({
      clockInTime: new Date('2026-11-23T08:00:00Z'),
      clockOutTime: null,
    });
    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, forgotten.id)),
    );
    expect(audit.map((a) => a.action)).toContain('time.record.forgotten-clock-out');
  });

  it('clocks out a record open for just under 16 hours', async () => {
    const { id, phone } = await phoneOfNewEmployee('Julia');
    await createTimeRecord(t.database.db, tenant, {
      employeeId: id,
      clockInTime: new Date('2026-11-22T16:00:00Z'),
      clockOutTime: null,
    });
    t.clock.set(new Date('2026-11-23T07:59:59Z'));
    const response = await tap(phone);
    expect(response.json()).toMatchObject({
      action: 'clockOut',
      message: 'Julia is uitgeklokt om 08:59. Gewerkt: 15 uur 59 min.',
    });
    expect(await recordsOf(id)).toHaveLength(1);
  });
});

describe('POST /api/time/clock: a writer that bypasses the lock', () => {
  // Only a server has a second connection to hold a transaction open on; PGlite has one.
  it.runIf(process.env.DATABASE_URL)(
    'meets the one-open-record index and answers "al ingeklokt", never a 500',
    async () => {
      const { id, phone } = await phoneOfNewEmployee('Sem');
      t.clock.set(new Date('2026-11-23T10:00:00Z'));
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(
          `insert into time_records (tenant_id, employee_id, company_id, clock_in_time, source)
           values ($1, $2, $3, '2026-11-23T09:59:30Z', 'manual')`,
          [tenant.tenantId, id, tenant.companyId],
        );
        const pending = tap(phone);
        // Until the tap's insert waits for this transaction (the same key of the index).
        let waited = false;
        for (let i = 0; i < 200 && !waited; i++) {
          const { rows } = await other.query<{ waiting: number }>(
            `select count(*)::int as waiting
             from pg_locks waiter
             join pg_locks holder on holder.transactionid = waiter.transactionid
             where holder.pid = pg_backend_pid() and holder.granted and not waiter.granted`,
          );
          waited = (rows[0]?.waiting ?? 0) > 0;
          if (!waited) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(waited).toBe(true);
        await other.query('commit');
        const response = await pending;
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          action: 'alreadyClockedIn',
          message: 'Sem is al ingeklokt sinds 10:59.',
          at: '2026-11-23T09:59:30.000Z',
        });
      } finally {
        await other.end();
      }
      const records = await recordsOf(id);
      expect(records).toHaveLength(1);
      expect(records[0]?.source).toBe('manual');
    },
  );
});

describe('POST /api/time/clock: numbers that do not lead to an employee of the kiosk', () => {
  it('answers an unknown number with 404 and a Dutch message', async () => {
    const response = await tap('0600000001');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: UNKNOWN, field: 'phoneNumber' },
    });
  });

  it("answers another company's and another tenant's number with the same 404", async () => {
    for (const phone of [secondCompanyPhone, otherTenantPhone]) {
      const response = await tap(phone);
      expect(response.statusCode, phone).toBe(404);
      expect(response.json().error.message).toBe(UNKNOWN);
    }
  });

  it('answers an archived employee’s number with 404', async () => {
    await createEmployee(t.database.db, tenant, {
      phoneNumber: '0655556666',
      archivedAt: new Date('2026-11-01T00:00:00Z'),
    });
    expect((await tap('0655556666')).statusCode).toBe(404);
  });

  it('refuses an empty number with the specification’s message', async () => {
    for (const empty of ['', '   ', null]) {
      const response = await tap(empty);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'phoneNumber' });
      expect(response.json().error.message).toContain('Vul het telefoonnummer in.');
    }
  });

  it('refuses what cannot be a phone number with 400 naming the field', async () => {
    const response = await tap('12*4');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Ongeldig telefoonnummer. Gebruik bijvoorbeeld 06 12 34 56 78.',
      field: 'phoneNumber',
    });
  });

  it('refuses a token of another tenant with a different X-Tenant-ID (403)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/time/clock',
      headers: authHeaders(tokens.KLOKSYSTEEM ?? '', other.tenantId),
      payload: { phoneNumber: otherTenantPhone },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/time/clock: rate limit', () => {
  it(`allows ${CLOCK_TAPS_PER_MINUTE} taps a minute per kiosk account, then 429; other kiosks go on`, async () => {
    const kiosk = await createUser(t.database.db, tenant, { roles: ['KLOKSYSTEEM'] });
    const token = await signIn(t.app, tenant.tenantId, kiosk.userName);
    for (let i = 0; i < CLOCK_TAPS_PER_MINUTE; i++) {
      expect((await tap('0600000002', 'KLOKSYSTEEM', token)).statusCode).toBe(404);
    }
    const limited = await tap('0600000002', 'KLOKSYSTEEM', token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await tap('0600000002')).statusCode).toBe(404);
  });
});
