import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, timeRecords } from '../../db/schema/index';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createCorrection,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import {
  NOT_REVIEWERS as REFUSED,
  REVIEWERS,
  TENANT_WIDE_REVIEWERS as TENANT_WIDE,
} from '../../test/review-roles';
import { createTestApp, type TestApp } from '../../test/test-app';

const ALL: Role[] = [...REVIEWERS, ...REFUSED];

const NOW = new Date('2026-11-23T12:00:00Z');

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
let sanne: number;
let piet: number;
let elsewhere: number;
let theirs: number;
let theirRecord: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ALL });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant, { companyName: 'Aan Zee' });
  t.clock.set(NOW);
  for (const role of ALL) tokens[role] = await loginAs(t.app, tenant, role);
  sanne = (await createEmployee(db, tenant, { firstName: 'Sanne', lastName: 'de Vries' })).id;
  piet = (await createEmployee(db, tenant, { firstName: 'Piet', lastName: 'Bakker' })).id;
  elsewhere = (await createEmployee(db, tenant, { companyId: second })).id;
  theirs = (await createEmployee(db, other)).id;
  theirRecord = (
    await createTimeRecord(db, other, {
      employeeId: theirs,
      clockInTime: new Date('2026-11-02T08:00:00Z'),
    })
  ).id;
});
afterAll(() => t.close());

function call(role: Role, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    ...(payload ? { payload } : {}),
  });
}

async function stored(tenantId: TestTenant['tenantId'], recordId: number) {
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select()
      .from(timeRecords)
      .where(and(eq(timeRecords.tenantId, tenantId), eq(timeRecords.id, recordId))),
  );
  return row ?? null;
}

describe('GET /api/time/company/{companyId}', () => {
  let company: number;
  let early: number;
  let late: number;
  let open: number;

  beforeAll(async () => {
    company = await createCompany(t.database.db, tenant);
    const employee = (
      await createEmployee(t.database.db, tenant, {
        companyId: company,
        firstName: 'Anna',
        lastName: 'Smit',
        email: 'anna.smit@example.test',
      })
    ).id;
    // Inserted out of order: the answer is by clock-in.
    late = (
      await createTimeRecord(t.database.db, tenant, {
        employeeId: employee,
        companyId: company,
        clockInTime: new Date('2026-11-10T08:00:00Z'),
        approvalStatus: 'Rejected',
        rejectionReason: 'Reason not provided',
      })
    ).id;
    early = (
      await createTimeRecord(t.database.db, tenant, {
        employeeId: employee,
        companyId: company,
        clockInTime: new Date('2026-10-31T23:30:00Z'), // 1 November 00:30 in Amsterdam
        approvalStatus: 'Approved',
        source: 'manual',
      })
    ).id;
    open = (
      await createTimeRecord(t.database.db, tenant, {
        employeeId: employee,
        companyId: company,
        clockInTime: new Date('2026-11-23T07:00:00Z'),
        clockOutTime: null,
      })
    ).id;
  });

  it('answers the records by clock-in as docs/data-model.md names them', async () => {
    const response = await call('EIGENAAR', 'GET', `/api/time/company/${company}`);
    expect(response.statusCode).toBe(200);
    const employee = {
      employeeId: expect.any(Number),
      firstName: 'Anna',
      lastName: 'Smit',
      email: 'anna.smit@example.test',
    };
    expect(response.json()).toEqual([
      {
        recordId: early,
        companyId: company,
        employee,
        clockInTime: '2026-10-31T23:30:00.000Z',
        clockOutTime: '2026-11-01T07:30:00.000Z',
        approvalStatus: 'Approved',
        rejectionReason: null,
        source: 'manual',
        // No kiosk tap arrived late or out of order: nothing to review.
        needsReview: false,
        reviewNote: null,
        // No correction: the registered clock-out counts, 8 hours less the 30-minute break.
        effectiveClockOutTime: '2026-11-01T07:30:00.000Z',
        correctionId: null,
        workedSeconds: 8 * 3600,
        netSeconds: 7.5 * 3600,
      },
      {
        recordId: late,
        companyId: company,
        employee,
        clockInTime: '2026-11-10T08:00:00.000Z',
        clockOutTime: '2026-11-10T16:00:00.000Z',
        approvalStatus: 'Rejected',
        rejectionReason: 'Reason not provided',
        source: 'kiosk',
        needsReview: false,
        reviewNote: null,
        effectiveClockOutTime: '2026-11-10T16:00:00.000Z',
        correctionId: null,
        workedSeconds: 8 * 3600,
        netSeconds: 7.5 * 3600,
      },
      {
        recordId: open,
        companyId: company,
        employee,
        clockInTime: '2026-11-23T07:00:00.000Z',
        clockOutTime: null,
        approvalStatus: 'Pending',
        rejectionReason: null,
        source: 'kiosk',
        needsReview: false,
        reviewNote: null,
        effectiveClockOutTime: null,
        correctionId: null,
        workedSeconds: null,
        netSeconds: null,
      },
    ]);
  });

  it('keeps to [startDate, endDate), bounds without an offset on the company clock', async () => {
    const ids = async (query: string) =>
      (await call('EIGENAAR', 'GET', `/api/time/company/${company}?${query}`))
        .json()
        .map((r: { recordId: number }) => r.recordId);
    // November in Amsterdam starts at 2026-10-31T23:00Z: the 00:30 clock-in is November's.
    expect(await ids('startDate=2026-11-01T00:00:00&endDate=2026-12-01T00:00:00')).toEqual([
      early,
      late,
      open,
    ]);
    expect(await ids('startDate=2026-11-01T00:00:00Z&endDate=2026-11-10T08:00:00Z')).toEqual([]);
    expect(await ids('startDate=2026-11-10T08:00:00.000Z')).toEqual([late, open]);
    expect(await ids('endDate=2026-11-10T09:00:01%2B01:00')).toEqual([early, late]);
    expect(await ids('endDate=2026-11-10T09:00:00%2B01:00')).toEqual([early]);
  });

  it('refuses bounds that are no date-time, or an end before the start (400)', async () => {
    const bad = await call('EIGENAAR', 'GET', `/api/time/company/${company}?startDate=gisteren`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION', field: 'startDate' });
    const reversed = await call(
      'EIGENAAR',
      'GET',
      `/api/time/company/${company}?startDate=2026-11-02T00:00:00Z&endDate=2026-11-01T00:00:00Z`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.field).toBe('endDate');
  });

  it.each(TENANT_WIDE)('lets %s read every company of the tenant', async (role) => {
    expect((await call(role, 'GET', `/api/time/company/${company}`)).statusCode).toBe(200);
    expect((await call(role, 'GET', `/api/time/company/${tenant.companyId}`)).statusCode).toBe(200);
  });

  it("lets FLOORMANAGER read its own company only; another company's id is 404", async () => {
    expect(
      (await call('FLOORMANAGER', 'GET', `/api/time/company/${tenant.companyId}`)).statusCode,
    ).toBe(200);
    expect((await call('FLOORMANAGER', 'GET', `/api/time/company/${company}`)).statusCode).toBe(
      404,
    );
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    expect((await call(role, 'GET', `/api/time/company/${tenant.companyId}`)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's and an unknown company", async () => {
    for (const id of [other.companyId, 987_654_321]) {
      const response = await call('EINDBAAS', 'GET', `/api/time/company/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
  });
});

describe('PUT /api/time/update-approval-status', () => {
  const put = (role: Role, payload: object) =>
    call(role, 'PUT', '/api/time/update-approval-status', payload);
  const closed = async (employeeId = sanne, companyId = tenant.companyId) =>
    (
      await createTimeRecord(t.database.db, tenant, {
        employeeId,
        companyId,
        clockInTime: new Date('2026-11-16T08:00:00Z'),
      })
    ).id;

  it.each(REVIEWERS)('lets %s approve a record: reviewer and time set, audited', async (role) => {
    const recordId = await closed();
    const response = await put(role, { recordId, approvalStatus: 'Approved' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ recordId, approvalStatus: 'Approved' });
    expect(await stored(tenant.tenantId, recordId)).toMatchObject({
      approvalStatus: 'Approved',
      rejectionReason: null,
      reviewedBy: tenant.users[role]?.id,
      reviewedAt: NOW,
    });
    const [entry] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'time_record'), eq(auditLog.entityId, recordId))),
    );
    expect(entry).toMatchObject({
      action: 'time.record.approval',
      actorUserId: tenant.users[role]?.id,
      details: {
        before: { approvalStatus: 'Pending', rejectionReason: null },
        after: { approvalStatus: 'Approved', rejectionReason: null },
      },
    });
  });

  it('rejects with the reason the screen sends, and approves a rejected one again', async () => {
    const recordId = await closed();
    const rejected = await put('EIGENAAR', {
      recordId,
      approvalStatus: 'Rejected',
      rejectionReason: 'Reason not provided',
    });
    expect(rejected.json()).toMatchObject({
      approvalStatus: 'Rejected',
      rejectionReason: 'Reason not provided',
    });
    const approved = await put('EIGENAAR', {
      recordId: String(recordId),
      approvalStatus: 'Approved',
    });
    expect(approved.json()).toMatchObject({ approvalStatus: 'Approved', rejectionReason: null });
  });

  it.each(REFUSED)('refuses %s with 403 and changes nothing', async (role) => {
    const recordId = await closed();
    expect((await put(role, { recordId, approvalStatus: 'Approved' })).statusCode).toBe(403);
    expect((await stored(tenant.tenantId, recordId))?.approvalStatus).toBe('Pending');
  });

  it("answers 404 for another tenant's record and changes nothing", async () => {
    const response = await put('EINDBAAS', { recordId: theirRecord, approvalStatus: 'Approved' });
    expect(response.statusCode).toBe(404);
    expect((await stored(other.tenantId, theirRecord))?.approvalStatus).toBe('Pending');
  });

  it('answers FLOORMANAGER 404 for a record of another company of the tenant', async () => {
    const recordId = await closed(elsewhere, second);
    expect((await put('FLOORMANAGER', { recordId, approvalStatus: 'Approved' })).statusCode).toBe(
      404,
    );
    expect((await stored(tenant.tenantId, recordId))?.approvalStatus).toBe('Pending');
    expect((await put('HUMANRESOURCE', { recordId, approvalStatus: 'Approved' })).statusCode).toBe(
      200,
    );
  });

  it('refuses to approve a record without a clock-out (409) until a correction supplies one', async () => {
    const recordId = (
      await createTimeRecord(t.database.db, tenant, {
        employeeId: piet,
        clockInTime: new Date('2026-11-20T16:00:00Z'),
        clockOutTime: null,
      })
    ).id;
    const refused = await put('EIGENAAR', { recordId, approvalStatus: 'Approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      field: 'recordId',
      message:
        'Deze registratie heeft nog geen uitkloktijd en kan daarom niet worden goedgekeurd. Laat de medewerker een urencorrectie aanvragen en keur die eerst goed, of vul de uitkloktijd zelf in met Tijden wijzigen.',
    });
    // A pending correction is not enough; an approved one is.
    await createCorrection(t.database.db, tenant, {
      employeeId: piet,
      requestedTime: new Date('2026-11-20T22:00:00Z'),
    });
    expect((await put('EIGENAAR', { recordId, approvalStatus: 'Approved' })).statusCode).toBe(409);
    await createCorrection(t.database.db, tenant, {
      employeeId: piet,
      requestedTime: new Date('2026-11-20T22:30:00Z'),
      status: 'APPROVED',
    });
    const approved = await put('EIGENAAR', { recordId, approvalStatus: 'Approved' });
    expect(approved.statusCode).toBe(200);
    // Approved with the clock-out the correction gave it, now stored on the registration.
    expect(approved.json()).toMatchObject({
      approvalStatus: 'Approved',
      clockOutTime: '2026-11-20T22:30:00.000Z',
    });
    // Rejecting needs no clock-out.
    const rejected = await put('EIGENAAR', { recordId, approvalStatus: 'Rejected' });
    expect(rejected.json()).toMatchObject({ approvalStatus: 'Rejected', rejectionReason: null });
  });

  it('refuses another status than Approved or Rejected, and a missing record id (400)', async () => {
    const recordId = await closed();
    const pending = await put('EIGENAAR', { recordId, approvalStatus: 'Pending' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().error.message).toContain(
      'Kies Approved (goedkeuren) of Rejected (afkeuren).',
    );
    const missing = await put('EIGENAAR', { approvalStatus: 'Approved' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Kies een registratie.');
  });
});

describe('POST /api/time/records (manual entry)', () => {
  const post = (role: Role, payload: object) => call(role, 'POST', '/api/time/records', payload);
  let employee: number;

  beforeAll(async () => {
    employee = (await createEmployee(t.database.db, tenant, { firstName: 'Kim' })).id;
  });

  it('enters a Pending manual record, times without an offset on the company clock', async () => {
    const response = await post('FLOORMANAGER', {
      employeeId: employee,
      companyId: tenant.companyId,
      clockInTime: '2026-11-16T09:00',
      clockOutTime: '2026-11-16T17:30:00',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      companyId: tenant.companyId,
      employee: { employeeId: employee, firstName: 'Kim' },
      clockInTime: '2026-11-16T08:00:00.000Z',
      clockOutTime: '2026-11-16T16:30:00.000Z',
      approvalStatus: 'Pending',
      source: 'manual',
    });
    expect(await stored(tenant.tenantId, body.recordId)).toMatchObject({
      createdBy: tenant.users.FLOORMANAGER?.id,
      source: 'manual',
    });
    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, body.recordId)),
    );
    expect(audit.map((a) => a.action)).toEqual(['time.record.create']);
  });

  it('refuses an overlap with another record of the employee (409), not with a rejected one', async () => {
    const overlap = await post('EIGENAAR', {
      employeeId: employee,
      companyId: tenant.companyId,
      clockInTime: '2026-11-16T17:00:00+01:00',
      clockOutTime: '2026-11-16T20:00:00+01:00',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe(
      'Deze registratie overlapt met een andere registratie van deze medewerker (16-11-2026 09:00–17:30).',
    );
    // Touching end to start is no overlap.
    const after = await post('EIGENAAR', {
      employeeId: employee,
      companyId: tenant.companyId,
      clockInTime: '2026-11-16T17:30:00+01:00',
      clockOutTime: '2026-11-16T20:00:00+01:00',
    });
    expect(after.statusCode).toBe(201);
    await createTimeRecord(t.database.db, tenant, {
      employeeId: employee,
      clockInTime: new Date('2026-11-17T08:00:00Z'),
      approvalStatus: 'Rejected',
    });
    const replacing = await post('EIGENAAR', {
      employeeId: employee,
      companyId: tenant.companyId,
      clockInTime: '2026-11-17T09:00:00+01:00',
      clockOutTime: '2026-11-17T15:00:00+01:00',
    });
    expect(replacing.statusCode).toBe(201);
  });

  it('enters an open record, but only while the employee has none (409)', async () => {
    const fresh = (await createEmployee(t.database.db, tenant)).id;
    const first = await post('EIGENAAR', {
      employeeId: fresh,
      companyId: tenant.companyId,
      clockInTime: '2026-11-23T09:00:00+01:00',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().clockOutTime).toBeNull();
    const second = await post('EIGENAAR', {
      employeeId: fresh,
      companyId: tenant.companyId,
      clockInTime: '2026-11-22T09:00:00+01:00',
      clockOutTime: null,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      'Deze medewerker is al ingeklokt; er kan maar één open registratie zijn.',
    );
  });

  it.each([
    [
      { clockInTime: '2026-11-18T17:00', clockOutTime: '2026-11-18T09:00' },
      'clockOutTime',
      'De uitkloktijd moet na de inkloktijd liggen.',
    ],
    [
      { clockInTime: '2026-11-18T17:00', clockOutTime: '2026-11-18T17:00' },
      'clockOutTime',
      'De uitkloktijd moet na de inkloktijd liggen.',
    ],
    [
      { clockInTime: '2026-11-23T14:00' },
      'clockInTime',
      'Dit tijdstip ligt in de toekomst. Voer alleen gewerkte tijd in.',
    ],
    [
      { clockInTime: '2026-11-23T09:00', clockOutTime: '2026-11-23T13:01' },
      'clockOutTime',
      'Dit tijdstip ligt in de toekomst. Voer alleen gewerkte tijd in.',
    ],
    [
      { clockInTime: '2026-11-10T08:00', clockOutTime: '2026-11-11T08:01' },
      'clockOutTime',
      'Een registratie duurt hoogstens 24 uur. Voer langere periodes als aparte registraties in.',
    ],
    [{ clockInTime: '2026-03-29T02:30' }, 'clockInTime', NONEXISTENT_TIME_MESSAGE],
    [{ clockInTime: '' }, 'clockInTime', 'Vul de inkloktijd in.'],
    [
      { clockInTime: '18-11-2026 09:00' },
      'clockInTime',
      'Ongeldige datum en tijd (jjjj-mm-ddTuu:mm).',
    ],
  ])('refuses %j with 400 naming %s', async (times, field, message) => {
    const response = await post('EIGENAAR', {
      employeeId: employee,
      companyId: tenant.companyId,
      ...times,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
  });

  it('refuses an employee of another company than the one named (400)', async () => {
    const response = await post('EIGENAAR', {
      employeeId: elsewhere,
      companyId: tenant.companyId,
      clockInTime: '2026-11-18T09:00',
      clockOutTime: '2026-11-18T12:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Deze medewerker hoort niet bij het gekozen bedrijf.',
      field: 'employeeId',
    });
  });

  it("answers 404 for another tenant's employee or company and for FLOORMANAGER elsewhere", async () => {
    const times = { clockInTime: '2026-11-18T09:00', clockOutTime: '2026-11-18T12:00' };
    for (const [role, employeeId, companyId] of [
      ['EINDBAAS', theirs, tenant.companyId],
      ['EINDBAAS', theirs, other.companyId],
      ['FLOORMANAGER', elsewhere, second],
    ] as const) {
      const response = await post(role, { employeeId, companyId, ...times });
      expect(response.statusCode, `${role} ${employeeId}`).toBe(404);
    }
    const theirRecords = await withTenant(t.database.db, other.tenantId, (tx) =>
      tx.select().from(timeRecords).where(eq(timeRecords.tenantId, other.tenantId)),
    );
    expect(theirRecords).toHaveLength(1);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await post(role, {
      employeeId: employee,
      companyId: tenant.companyId,
      clockInTime: '2026-11-19T09:00',
      clockOutTime: '2026-11-19T12:00',
    });
    expect(response.statusCode).toBe(403);
  });
});
