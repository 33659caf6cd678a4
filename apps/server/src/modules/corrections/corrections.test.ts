import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, corrections } from '../../db/schema/index';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createCorrection,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Written out by hand from docs/roles-and-policies.md#corrections: reviewing a company's
 * corrections by month — BAAS, EINDBAAS, EIGENAAR, ROOSTERMAKER, ACCOUNTANT (ROOSTERMAKER bound
 * to its own company); requesting one's own and seeing one's own list — MEDEWERKER, FLOORMANAGER,
 * HUMANRESOURCE, KLOKSYSTEEM (the kiosk submits for the employees of its company and reads no
 * list).
 */
const TENANT_WIDE_REVIEWERS: Role[] = ['BAAS', 'EINDBAAS', 'EIGENAAR', 'ACCOUNTANT'];
const REVIEWERS: Role[] = [...TENANT_WIDE_REVIEWERS, 'ROOSTERMAKER'];
const STAFF: Role[] = ['MEDEWERKER', 'FLOORMANAGER', 'HUMANRESOURCE'];

const NOW = new Date('2026-11-23T12:00:00Z');

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Record<string, string> = {};
/** The employee of each staff account, by role. */
const own: Record<string, { id: number; email: string }> = {};
let piet: { id: number; email: string };
let elsewhere: { id: number; email: string };
let theirs: { id: number; email: string };
let theirCorrection: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...REVIEWERS, 'KLOKSYSTEEM'] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  t.clock.set(NOW);
  for (const role of [...REVIEWERS, 'KLOKSYSTEEM'] as Role[])
    tokens[role] = await loginAs(t.app, tenant, role);
  const firstNames: Record<string, string> = {
    MEDEWERKER: 'Sanne',
    FLOORMANAGER: 'Fleur',
    HUMANRESOURCE: 'Hanna',
  };
  for (const role of STAFF) {
    const employee = await createEmployee(db, tenant, {
      firstName: firstNames[role],
      lastName: 'de Vries',
    });
    own[role] = { id: employee.id, email: employee.email };
    const user = await createUser(db, tenant, { roles: [role], employeeId: employee.id });
    tokens[role] = await signIn(t.app, tenant.tenantId, user.userName);
  }
  const pietRow = await createEmployee(db, tenant, { firstName: 'Piet', lastName: 'Bakker' });
  piet = { id: pietRow.id, email: pietRow.email };
  const elsewhereRow = await createEmployee(db, tenant, { companyId: second });
  elsewhere = { id: elsewhereRow.id, email: elsewhereRow.email };
  const theirRow = await createEmployee(db, other);
  theirs = { id: theirRow.id, email: theirRow.email };
  theirCorrection = (
    await createCorrection(db, other, {
      employeeId: theirs.id,
      requestedTime: new Date('2026-11-16T17:00:00Z'),
    })
  ).id;
});
afterAll(() => t.close());

function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(tokens[who] ?? '', tenant.tenantId),
    ...(payload ? { payload } : {}),
  });
}

async function stored(tenantId: TenantId, correctionId: number) {
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select()
      .from(corrections)
      .where(and(eq(corrections.tenantId, tenantId), eq(corrections.id, correctionId))),
  );
  return row ?? null;
}

async function countOf(employeeId: number): Promise<number> {
  const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx.select().from(corrections).where(eq(corrections.employeeId, employeeId)),
  );
  return rows.length;
}

const request = (who: string, payload: object) =>
  call(who, 'POST', '/api/corrections/request', payload);

describe('POST /api/corrections/request', () => {
  it.each(STAFF)(
    'lets %s ask for its own employee; a local time is the company clock',
    async (role) => {
      const mine = own[role];
      const response = await request(role, {
        requestedTime: '2026-11-20T17:30',
        reason: 'Vergeten uit te klokken na de late dienst.',
        employeeEmail: mine?.email.toUpperCase(),
        companyId: tenant.companyId,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        correctionId: expect.any(Number),
        employeeEmail: mine?.email,
        firstName: expect.any(String),
        requestedTime: '2026-11-20T16:30:00.000Z',
        reason: 'Vergeten uit te klokken na de late dienst.',
        status: 'PENDING',
      });
      expect(await stored(tenant.tenantId, response.json().correctionId)).toMatchObject({
        employeeId: mine?.id,
        companyId: tenant.companyId,
        status: 'PENDING',
        reviewedBy: null,
        reviewedAt: null,
      });
    },
  );

  it("refuses staff someone else's or an unknown address alike (403), storing nothing", async () => {
    for (const email of [piet.email, 'niemand@example.test', theirs.email]) {
      const before = await countOf(piet.id);
      const response = await request('MEDEWERKER', {
        requestedTime: '2026-11-20T17:30',
        reason: 'Vergeten',
        employeeEmail: email,
        companyId: tenant.companyId,
      });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Je kunt alleen voor jezelf een urencorrectie aanvragen.',
        field: 'employeeEmail',
      });
      expect(await countOf(piet.id)).toBe(before);
    }
  });

  it('lets the kiosk ask for any employee of its company, by first name only', async () => {
    const response = await request('KLOKSYSTEEM', {
      requestedTime: '2026-11-19T23:00:00Z',
      reason: 'Telefoon was leeg',
      employeeEmail: piet.email,
      companyId: tenant.companyId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName: 'Piet', status: 'PENDING' });
    expect(response.json()).not.toHaveProperty('lastName');
  });

  it('answers the kiosk 404 for an address not of its company, and for another company', async () => {
    for (const [email, companyId] of [
      ['niemand@example.test', tenant.companyId],
      [elsewhere.email, tenant.companyId],
      [theirs.email, tenant.companyId],
      [elsewhere.email, second],
      [theirs.email, other.companyId],
    ] as const) {
      const response = await request('KLOKSYSTEEM', {
        requestedTime: '2026-11-19T23:00:00Z',
        reason: 'Vergeten',
        employeeEmail: email,
        companyId,
      });
      expect(response.statusCode, `${email} ${companyId}`).toBe(404);
    }
    expect(await countOf(elsewhere.id)).toBe(0);
  });

  it.each(REVIEWERS)('refuses %s (a reviewer, not a requester) with 403', async (role) => {
    const response = await request(role, {
      requestedTime: '2026-11-19T23:00:00Z',
      reason: 'Vergeten',
      employeeEmail: piet.email,
      companyId: tenant.companyId,
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ requestedTime: '' }, 'requestedTime', 'Vul het gevraagde tijdstip in.'],
    [{ requestedTime: undefined }, 'requestedTime', 'Vul het gevraagde tijdstip in.'],
    [{ reason: '   ' }, 'reason', 'Vul een reden in.'],
    [{ reason: undefined }, 'reason', 'Vul een reden in.'],
    [{ employeeEmail: '' }, 'employeeEmail', 'Vul het e-mailadres van de medewerker in.'],
    [{ employeeEmail: 'geen-adres' }, 'employeeEmail', 'Ongeldig e-mailadres'],
    [{ companyId: '' }, 'companyId', 'Selecteer eerst een bedrijf'],
    [
      { requestedTime: '2026-11-23T13:01' },
      'requestedTime',
      'Het gevraagde tijdstip ligt in de toekomst. Vraag alleen een correctie aan voor gewerkte tijd.',
    ],
    [{ requestedTime: '2026-03-29T02:15' }, 'requestedTime', NONEXISTENT_TIME_MESSAGE],
  ])('refuses %j with 400 naming %s', async (change, field, message) => {
    const response = await request('MEDEWERKER', {
      requestedTime: '2026-11-20T17:30',
      reason: 'Vergeten',
      employeeEmail: own.MEDEWERKER?.email,
      companyId: tenant.companyId,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
  });

  it("answers 404 for another tenant's company", async () => {
    const response = await request('HUMANRESOURCE', {
      requestedTime: '2026-11-20T17:30',
      reason: 'Vergeten',
      employeeEmail: own.HUMANRESOURCE?.email,
      companyId: other.companyId,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the lists', () => {
  let employee: { id: number; email: string };
  let matched: number;
  let open: number;
  let unmatched: number;
  let recordId: number;
  let openRecordId: number;

  beforeAll(async () => {
    const db = t.database.db;
    const row = await createEmployee(db, tenant, { firstName: 'Lotte', lastName: 'Smit' });
    employee = { id: row.id, email: row.email };
    // Mon 16 November 09:00–17:00 in Amsterdam; Tue 17 November from 09:00, never clocked out.
    recordId = (
      await createTimeRecord(db, tenant, {
        employeeId: row.id,
        clockInTime: new Date('2026-11-16T08:00:00Z'),
      })
    ).id;
    openRecordId = (
      await createTimeRecord(db, tenant, {
        employeeId: row.id,
        clockInTime: new Date('2026-11-17T08:00:00Z'),
        clockOutTime: null,
      })
    ).id;
    matched = (
      await createCorrection(db, tenant, {
        employeeId: row.id,
        requestedTime: new Date('2026-11-16T17:30:00Z'),
        reason: 'Langer gebleven voor de inventaris',
      })
    ).id;
    open = (
      await createCorrection(db, tenant, {
        employeeId: row.id,
        requestedTime: new Date('2026-11-17T20:00:00Z'),
        status: 'APPROVED',
        reviewedAt: new Date('2026-11-18T09:00:00Z'),
      })
    ).id;
    unmatched = (
      await createCorrection(db, tenant, {
        employeeId: row.id,
        requestedTime: new Date('2026-11-05T17:00:00Z'),
        status: 'REJECTED',
        rejectionReason: 'Die dag niet ingeroosterd',
        reviewedAt: new Date('2026-11-06T09:00:00Z'),
      })
    ).id;
  });

  const expected = () => [
    {
      correctionId: open,
      companyId: tenant.companyId,
      employeeId: employee.id,
      employeeEmail: employee.email,
      employeeName: 'Lotte Smit',
      firstName: 'Lotte',
      lastName: 'Smit',
      requestedTime: '2026-11-17T20:00:00.000Z',
      reason: 'Vergeten uit te klokken',
      status: 'APPROVED',
      rejectionReason: null,
      createdAt: expect.any(String),
      reviewedAt: '2026-11-18T09:00:00.000Z',
      // The open registration of the 24 hours before: no clock-out to show.
      recordId: openRecordId,
      clockOutTime: null,
    },
    {
      correctionId: matched,
      companyId: tenant.companyId,
      employeeId: employee.id,
      employeeEmail: employee.email,
      employeeName: 'Lotte Smit',
      firstName: 'Lotte',
      lastName: 'Smit',
      requestedTime: '2026-11-16T17:30:00.000Z',
      reason: 'Langer gebleven voor de inventaris',
      status: 'PENDING',
      rejectionReason: null,
      createdAt: expect.any(String),
      reviewedAt: null,
      recordId,
      clockOutTime: '2026-11-16T16:00:00.000Z',
    },
    {
      correctionId: unmatched,
      companyId: tenant.companyId,
      employeeId: employee.id,
      employeeEmail: employee.email,
      employeeName: 'Lotte Smit',
      firstName: 'Lotte',
      lastName: 'Smit',
      requestedTime: '2026-11-05T17:00:00.000Z',
      reason: 'Vergeten uit te klokken',
      status: 'REJECTED',
      rejectionReason: 'Die dag niet ingeroosterd',
      createdAt: expect.any(String),
      reviewedAt: '2026-11-06T09:00:00.000Z',
      recordId: null,
      clockOutTime: null,
    },
  ];

  it('GET /corrections/all/email answers a reviewer the employee’s, newest first, with the record', async () => {
    const response = await call('EIGENAAR', 'GET', `/api/corrections/all/email/${employee.email}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected());
    const upper = await call(
      'ROOSTERMAKER',
      'GET',
      `/api/corrections/all/email/${encodeURIComponent(employee.email.toUpperCase())}`,
    );
    expect(upper.json()).toHaveLength(3);
  });

  it.each(STAFF)('GET /corrections/all/email gives %s its own list only', async (role) => {
    const mine = await call(role, 'GET', `/api/corrections/all/email/${own[role]?.email}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().every((c: { employeeId: number }) => c.employeeId === own[role]?.id)).toBe(
      true,
    );
    const someoneElse = await call(role, 'GET', `/api/corrections/all/email/${employee.email}`);
    expect(someoneElse.statusCode).toBe(404);
  });

  it('GET /corrections/all/email refuses the kiosk (403) and hides other companies and tenants', async () => {
    expect(
      (await call('KLOKSYSTEEM', 'GET', `/api/corrections/all/email/${employee.email}`)).statusCode,
    ).toBe(403);
    expect(
      (await call('ROOSTERMAKER', 'GET', `/api/corrections/all/email/${elsewhere.email}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('EIGENAAR', 'GET', `/api/corrections/all/email/${elsewhere.email}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('EINDBAAS', 'GET', `/api/corrections/all/email/${theirs.email}`)).statusCode,
    ).toBe(404);
    const bad = await call('EINDBAAS', 'GET', '/api/corrections/all/email/geen-adres');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('email');
  });

  it.each(REVIEWERS)('GET /corrections/all/company lets %s read its company', async (role) => {
    const response = await call(role, 'GET', `/api/corrections/all/company/${tenant.companyId}`);
    expect(response.statusCode).toBe(200);
    const lotte = response
      .json()
      .filter((c: { employeeId: number }) => c.employeeId === employee.id);
    expect(lotte).toEqual(expected());
  });

  it('GET /corrections/all/company keeps to [startDate, endDate) of the requested time', async () => {
    const response = await call(
      'EIGENAAR',
      'GET',
      `/api/corrections/all/company/${tenant.companyId}?startDate=2026-11-16T00:00&endDate=2026-11-17T18:30:00`,
    );
    const ids = response
      .json()
      .filter((c: { employeeId: number }) => c.employeeId === employee.id)
      .map((c: { correctionId: number }) => c.correctionId);
    expect(ids).toEqual([matched]);
  });

  it.each(['MEDEWERKER', 'KLOKSYSTEEM'] as Role[])(
    'GET /corrections/all/company refuses %s with 403',
    async (role) => {
      expect(
        (await call(role, 'GET', `/api/corrections/all/company/${tenant.companyId}`)).statusCode,
      ).toBe(403);
    },
  );

  // The Reports page's correction report (docs/roles-and-policies.md#corrections): read, not decide.
  it.each(['FLOORMANAGER', 'HUMANRESOURCE'] as Role[])(
    'GET /corrections/all/company lets %s read the company for the report, not approve',
    async (role) => {
      const list = await call(role, 'GET', `/api/corrections/all/company/${tenant.companyId}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((c: { employeeId: number }) => c.employeeId)).toContain(employee.id);
      expect((await call(role, 'PUT', `/api/corrections/approve/${matched}`)).statusCode).toBe(403);
    },
  );
  it('GET /corrections/all/company keeps FLOORMANAGER to its own company', async () => {
    expect(
      (await call('FLOORMANAGER', 'GET', `/api/corrections/all/company/${second}`)).statusCode,
    ).toBe(404);
  });

  it('GET /corrections/all/company answers 404 for another company (ROOSTERMAKER) or tenant', async () => {
    expect(
      (await call('ROOSTERMAKER', 'GET', `/api/corrections/all/company/${second}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('EIGENAAR', 'GET', `/api/corrections/all/company/${second}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('EINDBAAS', 'GET', `/api/corrections/all/company/${other.companyId}`)).statusCode,
    ).toBe(404);
  });
});

describe('reviewing a correction', () => {
  const pending = async (employeeId = piet.id, companyId = tenant.companyId) =>
    (
      await createCorrection(t.database.db, tenant, {
        employeeId,
        companyId,
        requestedTime: new Date('2026-11-18T17:00:00Z'),
      })
    ).id;
  const approve = (who: string, id: number) => call(who, 'PUT', `/api/corrections/approve/${id}`);
  const reject = (who: string, id: number, rejectionReason?: unknown) =>
    call(who, 'PUT', `/api/corrections/reject/${id}`, { rejectionReason });
  const retime = (who: string, id: number, newRequestedTime?: unknown) =>
    call(who, 'PUT', `/api/corrections/update-time/${id}`, { newRequestedTime });

  async function auditOf(id: number) {
    return withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'correction'), eq(auditLog.entityId, id))),
    );
  }

  it.each(REVIEWERS)(
    'lets %s approve a pending one: reviewer and time set, audited',
    async (role) => {
      const id = await pending();
      const response = await approve(role, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        correctionId: id,
        status: 'APPROVED',
        reviewedAt: NOW.toISOString(),
      });
      expect(await stored(tenant.tenantId, id)).toMatchObject({
        status: 'APPROVED',
        reviewedBy: tenant.users[role]?.id,
        reviewedAt: NOW,
      });
      expect((await auditOf(id)).map((a) => [a.action, a.details])).toEqual([
        ['correction.approve', { before: { status: 'PENDING' }, after: { status: 'APPROVED' } }],
      ]);
    },
  );

  it('rejects with a reason that is not blank', async () => {
    const id = await pending();
    for (const blank of [undefined, '', '   ']) {
      const response = await reject('EIGENAAR', id, blank);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'rejectionReason' });
      expect(response.json().error.message).toContain('Vul een reden voor de afwijzing in.');
    }
    const response = await reject('EIGENAAR', id, ' Die dag was je vrij.\nZie het rooster. ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Die dag was je vrij.\nZie het rooster.',
    });
    expect(await stored(tenant.tenantId, id)).toMatchObject({
      reviewedBy: tenant.users.EIGENAAR?.id,
      reviewedAt: NOW,
    });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['correction.reject']);
  });

  it('changes the requested time of a pending one (ISO UTC), which stays pending', async () => {
    const id = await pending();
    const response = await retime('ROOSTERMAKER', id, '2026-11-18T17:45:00.000Z');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'PENDING',
      requestedTime: '2026-11-18T17:45:00.000Z',
      reviewedAt: null,
    });
    expect((await auditOf(id)).map((a) => a.details)).toEqual([
      {
        before: { requestedTime: '2026-11-18T17:00:00.000Z' },
        after: { requestedTime: '2026-11-18T17:45:00.000Z' },
      },
    ]);
    for (const [value, message] of [
      ['', 'Vul het nieuwe tijdstip in.'],
      ['morgen', 'Ongeldige datum en tijd (jjjj-mm-ddTuu:mm).'],
      [
        '2026-11-24T08:00:00Z',
        'Het gevraagde tijdstip ligt in de toekomst. Vraag alleen een correctie aan voor gewerkte tijd.',
      ],
    ]) {
      const refused = await retime('ROOSTERMAKER', id, value);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json().error.field).toBe('newRequestedTime');
      expect(refused.json().error.message).toContain(message);
    }
  });

  it('changes only pending ones (409), whatever the action', async () => {
    const approved = await pending();
    expect((await approve('EIGENAAR', approved)).statusCode).toBe(200);
    const message =
      'Deze urencorrectie is al beoordeeld; alleen aanvragen die nog in behandeling zijn kunnen worden gewijzigd.';
    for (const response of [
      await approve('EIGENAAR', approved),
      await reject('EIGENAAR', approved, 'Toch niet'),
      await retime('EIGENAAR', approved, '2026-11-18T17:10:00Z'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'CONFLICT', message });
    }
    expect(await stored(tenant.tenantId, approved)).toMatchObject({
      status: 'APPROVED',
      requestedTime: new Date('2026-11-18T17:00:00Z'),
    });
  });

  it.each([...STAFF, 'KLOKSYSTEEM'])('refuses %s with 403, changing nothing', async (role) => {
    const id = await pending();
    expect((await approve(role, id)).statusCode).toBe(403);
    expect((await reject(role, id, 'Nee')).statusCode).toBe(403);
    expect((await retime(role, id, '2026-11-18T17:10:00Z')).statusCode).toBe(403);
    expect((await stored(tenant.tenantId, id))?.status).toBe('PENDING');
  });

  it("answers 404 for another tenant's correction and ROOSTERMAKER's other company", async () => {
    const theirsBefore = await stored(other.tenantId, theirCorrection);
    for (const response of [
      await approve('EINDBAAS', theirCorrection),
      await reject('EINDBAAS', theirCorrection, 'Nee'),
      await retime('EINDBAAS', theirCorrection, '2026-11-18T17:10:00Z'),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await stored(other.tenantId, theirCorrection)).toEqual(theirsBefore);
    const there = await pending(elsewhere.id, second);
    expect((await approve('ROOSTERMAKER', there)).statusCode).toBe(404);
    expect((await stored(tenant.tenantId, there))?.status).toBe('PENDING');
    expect((await approve('ACCOUNTANT', there)).statusCode).toBe(200);
  });

  it('an approved correction changes the hours the employee sees', async () => {
    const mine = own.MEDEWERKER;
    if (!mine) throw new Error('no employee');
    await createTimeRecord(t.database.db, tenant, {
      employeeId: mine.id,
      clockInTime: new Date('2026-11-19T08:00:00Z'),
      clockOutTime: new Date('2026-11-19T13:00:00Z'),
      approvalStatus: 'Approved',
    });
    const asked = await request('MEDEWERKER', {
      requestedTime: '2026-11-19T17:00',
      reason: 'Tot 17:00 gewerkt, uitklokken vergeten',
      employeeEmail: mine.email,
      companyId: tenant.companyId,
    });
    const hours = async () =>
      (
        await call(
          'MEDEWERKER',
          'GET',
          `/api/time/worked-hours/${mine.id}?startDate=2026-11-19T00:00&endDate=2026-11-20T00:00`,
        )
      ).json()[0];
    expect(await hours()).toMatchObject({ workedSeconds: 5 * 3600, netSeconds: 5 * 3600 });
    expect((await approve('EIGENAAR', asked.json().correctionId)).statusCode).toBe(200);
    // 09:00–17:00 local: 8 hours, half an hour of break.
    expect(await hours()).toMatchObject({
      effectiveClockOutTime: '2026-11-19T16:00:00.000Z',
      workedSeconds: 8 * 3600,
      netSeconds: 7.5 * 3600,
    });
  });
});
