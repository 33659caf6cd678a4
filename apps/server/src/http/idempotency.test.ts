import { randomUUID } from 'node:crypto';
import { CORRECTION_MESSAGES } from '@klokwerk/contract/corrections';
import { IDEMPOTENCY_MESSAGES } from '@klokwerk/contract/idempotency';
import { SCHEDULE_MESSAGES } from '@klokwerk/contract/schedules';
import type { Role } from '@klokwerk/domain/roles';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows';
import { withTenant } from '../tenancy/tenant-context';
import {
  authHeaders,
  clientAddress,
  createEmployee,
  createJobTitle,
  createTestTenant,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../test/factories';
import { invitationBody, inviteeEmail, linksIn, mailsTo } from '../test/invitations';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every creating call takes an Idempotency-Key: the same key again answers the first answer and
 * creates nothing; the same key with another request is a 409. Without a key, a roster confirmed
 * twice still plans each shift once, and a correction request identical to a pending one is
 * refused.
 */
const ROLES: Role[] = ['HUMANRESOURCE', 'ROOSTERMAKER'];

let t: TestApp;
let tenant: TestTenant;
let owner: Record<string, string>;
let hr: Record<string, string>;
let staff: Record<string, string>;
let anna: { id: number; email: string };
let staffEmail: string;
let staffEmployeeId: number;
let staffUserName: string;
let jobTitle: { id: number; categoryId: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ROLES });
  owner = authHeaders(await loginAs(t.app, tenant, 'EIGENAAR'), tenant.tenantId);
  hr = authHeaders(await loginAs(t.app, tenant, 'HUMANRESOURCE'), tenant.tenantId);
  anna = await createEmployee(db, tenant, { firstName: 'Anna' });
  jobTitle = await createJobTitle(db, tenant);
  const employee = await createEmployee(db, tenant, { firstName: 'Sem' });
  const account = await createUser(db, tenant, { employeeId: employee.id, email: employee.email });
  staffUserName = account.userName;
  staff = authHeaders(await signIn(t.app, tenant.tenantId, staffUserName), tenant.tenantId);
  staffEmail = employee.email;
  staffEmployeeId = employee.id;
});

afterAll(async () => {
  await t?.close();
});

/** Rows of a tenant table of this test's tenant. */
async function count(table: string): Promise<number> {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    queryRows(
      tx,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenant.tenantId}`,
    ),
  );
  return row?.n ?? 0;
}

function post(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: body as Record<string, unknown>,
  });
}

let day = 0;
/** A shift of Anna on a day of its own in December, so no two tests plan the same one. */
function shift() {
  day += 1;
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  return {
    employeeEmail: anna.email,
    startTime: `${date}T09:00:00`,
    endTime: `${date}T17:00:00`,
  };
}

interface CreatingCall {
  name: string;
  url: string;
  table: string;
  headers: () => Record<string, string>;
  body: () => unknown;
}

let n = 0;
const unique = () => {
  n += 1;
  return n;
};

const CREATING: CreatingCall[] = [
  {
    name: 'a shift',
    url: '/api/schedules/create',
    table: 'schedules',
    headers: () => owner,
    body: () => ({ ...shift(), companyId: tenant.companyId }),
  },
  {
    name: 'a confirmed roster',
    url: '/api/schedules/confirm',
    table: 'schedules',
    headers: () => owner,
    body: () => ({ companyId: tenant.companyId, drafts: [shift(), shift()] }),
  },
  {
    name: 'an employee',
    url: '/api/employees',
    table: 'employees',
    headers: () => owner,
    body: () => {
      const i = unique();
      return {
        companyId: tenant.companyId,
        firstName: 'Bram',
        lastName: `Nieuw${i}`,
        email: `bram${i}@example.test`,
      };
    },
  },
  {
    name: 'a registration entered by hand',
    url: '/api/time/records',
    table: 'time_records',
    headers: () => owner,
    body: () => {
      const date = `2026-10-${String((unique() % 28) + 1).padStart(2, '0')}`;
      return {
        employeeId: anna.id,
        companyId: tenant.companyId,
        clockInTime: `${date}T09:00:00`,
        clockOutTime: `${date}T17:00:00`,
      };
    },
  },
  {
    name: 'a correction request',
    url: '/api/corrections/request',
    table: 'corrections',
    headers: () => staff,
    body: () => ({
      requestedTime: '2026-11-19T17:00:00',
      reason: `Vergeten uit te klokken ${unique()}`,
      employeeEmail: staffEmail,
      companyId: tenant.companyId,
    }),
  },
  {
    name: 'availability',
    url: '/api/availability',
    table: 'availability',
    headers: () => staff,
    body: () => {
      const date = `2027-01-${String((unique() % 28) + 1).padStart(2, '0')}`;
      return {
        employeeId: staffEmployeeId,
        companyId: tenant.companyId,
        startTime: `${date}T08:00:00`,
        endTime: `${date}T17:00:00`,
        available: true,
      };
    },
  },
  {
    name: 'an invitation',
    url: '/api/users/generate-registration-links',
    table: 'registration_links',
    headers: () => hr,
    body: () => {
      const i = unique();
      return {
        userDTO: { email: `uitgenodigd${i}@example.test`, roles: ['MEDEWERKER'] },
        companyIdRequestDto: { companyId: tenant.companyId, firstName: 'Cor', lastName: `V${i}` },
      };
    },
  },
  {
    name: 'a category',
    url: '/api/categories',
    table: 'categories',
    headers: () => owner,
    body: () => ({ companyId: tenant.companyId, name: `Afdeling ${unique()}` }),
  },
  {
    name: 'a job title',
    url: '/api/jobtitles',
    table: 'job_titles',
    headers: () => owner,
    body: () => ({
      companyId: tenant.companyId,
      categoryId: jobTitle.categoryId,
      name: `Functie ${unique()}`,
    }),
  },
  {
    name: 'a company',
    url: '/api/companies/create',
    table: 'companies',
    headers: () => owner,
    body: () => {
      const i = unique();
      return { companyName: `Vestiging ${i}`, emailAddress: `vestiging${i}@example.test` };
    },
  },
  {
    name: 'a saved wage-cost total',
    url: '/api/expenses/calculate',
    table: 'expenses',
    headers: () => owner,
    // A month of 2024 without approved hours: the server's own total is € 0,00.
    body: () => {
      const month = (unique() % 11) + 1;
      const at = (m: number) => `2024-${String(m).padStart(2, '0')}-01T00:00:00`;
      return {
        companyId: tenant.companyId,
        totalExpense: 0,
        startDate: at(month),
        endDate: at(month + 1),
      };
    },
  },
];

describe.each(CREATING)('creating $name with an Idempotency-Key', (call) => {
  it('answers the same key with the first answer and creates nothing more', async () => {
    const body = call.body();
    const key = randomUUID();
    const first = await post(call.url, body, call.headers(), key);
    expect(first.statusCode, first.body).toBeGreaterThanOrEqual(200);
    expect(first.statusCode).toBeLessThan(300);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const rows = await count(call.table);

    const again = await post(call.url, body, call.headers(), key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(call.table)).toBe(rows);
  });

  it('refuses the same key with another request with a Dutch 409, and creates nothing', async () => {
    const key = randomUUID();
    const first = await post(call.url, call.body(), call.headers(), key);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const rows = await count(call.table);
    const other = await post(call.url, call.body(), call.headers(), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: IDEMPOTENCY_MESSAGES.reused,
        field: 'Idempotency-Key',
      },
    });
    expect(await count(call.table)).toBe(rows);
  });
});

describe('an Idempotency-Key', () => {
  it('is refused with a Dutch 400 when it is not 16–64 letters, digits, - or _', async () => {
    for (const key of [
      'kort',
      'x'.repeat(65),
      'spaties zijn niet toegestaan',
      'ümlaut-ümlaut-ümlaut',
    ]) {
      const rows = await count('categories');
      const response = await post(
        '/api/categories',
        { companyId: tenant.companyId, name: `Afdeling ${unique()}` },
        owner,
        key,
      );
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: `Ongeldige invoer voor idempotency-key: ${IDEMPOTENCY_MESSAGES.key}`,
        field: 'idempotency-key',
      });
      expect(await count('categories')).toBe(rows);
    }
  });

  it('belongs to the account that sent it: another account gets a 409, not its answer', async () => {
    const key = randomUUID();
    const body = { companyId: tenant.companyId, name: `Afdeling ${unique()}` };
    expect((await post('/api/categories', body, owner, key)).statusCode).toBe(201);
    const other = await post('/api/categories', body, hr, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('belongs to its tenant: another tenant may use the same string', async () => {
    const second = await createTestTenant(t.database.db);
    const secondOwner = authHeaders(await loginAs(t.app, second, 'EIGENAAR'), second.tenantId);
    const key = randomUUID();
    const mine = await post(
      '/api/categories',
      { companyId: tenant.companyId, name: 'Bar' },
      owner,
      key,
    );
    const theirs = await post(
      '/api/categories',
      { companyId: second.companyId, name: 'Bar' },
      secondOwner,
      key,
    );
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('is kept at least 24 hours; after that the same key is a new request', async () => {
    const body = {
      employeeId: staffEmployeeId,
      companyId: tenant.companyId,
      startTime: '2026-12-27T08:00:00',
      endTime: '2026-12-27T12:00:00',
      available: false,
      // The same entry again replaces the first (docs/decisions/024) instead of being refused.
      replace: true,
    };
    const key = randomUUID();
    const start = t.clock();
    // A session lasts 12 hours: sign in again as the clock moves on.
    const freshStaff = async () =>
      authHeaders(await signIn(t.app, tenant.tenantId, staffUserName), tenant.tenantId);
    try {
      const first = await post('/api/availability', body, staff, key);
      expect(first.statusCode).toBe(201);
      t.clock.advance(23 * 3_600_000);
      const within = await post('/api/availability', body, await freshStaff(), key);
      expect(within.headers['idempotent-replayed']).toBe('true');
      t.clock.advance(2 * 3_600_000);
      const rows = await count('availability');
      const later = await post('/api/availability', body, await freshStaff(), key);
      expect(later.statusCode).toBe(201);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      // Done again: a new entry in place of the first.
      expect(later.json().id).not.toBe(first.json().id);
      expect(await count('availability')).toBe(rows);
    } finally {
      t.clock.set(start);
    }
  });

  it('sent ten times at once creates the roster once; every answer is the first one', async () => {
    const body = { companyId: tenant.companyId, drafts: [shift(), shift(), shift()] };
    const key = randomUUID();
    const before = await count('schedules');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/schedules/confirm', body, owner, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(await count('schedules')).toBe(before + 3);
    const ids = answers.map((a) =>
      a.json<{ shifts: { scheduleId: number }[] }>().shifts.map((s) => s.scheduleId),
    );
    for (const list of ids) expect(list).toEqual(ids[0]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
  });
});

describe('without a key', () => {
  it('ten concurrent confirms of the same drafts plan each shift once, and all answer 201', async () => {
    const drafts = [shift(), shift(), shift()];
    const body = { companyId: tenant.companyId, drafts };
    const before = await count('schedules');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/schedules/confirm', body, owner)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(await count('schedules')).toBe(before + 3);
    const lists = answers.map(
      (a) => a.json<{ shifts: { scheduleId: number; warnings: string[] }[] }>().shifts,
    );
    const ids = lists.map((list) => list.map((s) => s.scheduleId));
    for (const list of ids) expect(list).toEqual(ids[0]);
    // One request planned them; the nine others answer them as planned already.
    const fresh = lists.filter((list) =>
      list.every((s) => !s.warnings.includes(SCHEDULE_MESSAGES.alreadyPlanned)),
    );
    expect(fresh).toHaveLength(1);
  });

  it('a confirm with a draft twice plans it once', async () => {
    const draft = shift();
    const before = await count('schedules');
    const response = await post(
      '/api/schedules/confirm',
      { companyId: tenant.companyId, drafts: [draft, draft] },
      owner,
    );
    expect(response.statusCode).toBe(201);
    const [a, b] = response.json<{ shifts: { scheduleId: number }[] }>().shifts;
    expect(a?.scheduleId).toBe(b?.scheduleId);
    expect(await count('schedules')).toBe(before + 1);
  });

  it('creating a shift that is planned already is a Dutch 409', async () => {
    const body = { ...shift(), companyId: tenant.companyId };
    expect((await post('/api/schedules/create', body, owner)).statusCode).toBe(201);
    const before = await count('schedules');
    const again = await post('/api/schedules/create', body, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: SCHEDULE_MESSAGES.duplicate,
    });
    expect(await count('schedules')).toBe(before);
  });

  it('a correction request identical to a pending one is a Dutch 409, also when sent at once', async () => {
    const body = {
      requestedTime: '2026-11-18T17:30:00',
      reason: 'Kassa liep vast',
      employeeEmail: staffEmail,
      companyId: tenant.companyId,
    };
    const before = await count('corrections');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/corrections/request', body, staff)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().error).toEqual({
      code: 'CONFLICT',
      message: CORRECTION_MESSAGES.duplicate,
      field: 'requestedTime',
    });
    expect(await count('corrections')).toBe(before + 1);
    // Another reason for the same moment is another request.
    const other = await post('/api/corrections/request', { ...body, reason: 'Anders' }, staff);
    expect(other.statusCode).toBe(201);
  });
});

describe('the public creating calls with an Idempotency-Key', () => {
  /** An invitation of this tenant: its employee link's token and its account link's token. */
  async function invitation() {
    const email = inviteeEmail();
    const response = await post(
      '/api/users/generate-registration-links',
      invitationBody({ companyId: tenant.companyId, email }),
      hr,
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, email);
    const links = linksIn(mail?.text ?? '');
    return {
      email,
      employeeToken: links['/register']?.token ?? '',
      userToken: links['/users/register']?.token ?? '',
    };
  }
  const linkCall = (path: string, body: unknown, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}?tenant=${tenant.tenantId}`,
      remoteAddress: clientAddress(),
      headers: { 'x-tenant-id': tenant.tenantId, 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });

  it('registering an employee by link, resent after its answer was lost, gets that answer', async () => {
    const { email, employeeToken } = await invitation();
    const body = {
      firstName: 'Sanne',
      lastName: 'de Vries',
      phoneNumber: '+31 6 59999001',
      dateOfBirth: '1998-04-12',
      address: 'Havenstraat 1, Utrecht',
      email,
      socialSecurityNumber: '',
    };
    const key = randomUUID();
    const first = await linkCall(`/employees/register/${employeeToken}`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await linkCall(`/employees/register/${employeeToken}`, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Without the key the used link is what it is: invalid.
    const fresh = await linkCall(`/employees/register/${employeeToken}`, body, randomUUID());
    expect(fresh.statusCode).toBe(404);
  });

  it('registering an account by link twice with one key makes one account', async () => {
    const { email, userToken } = await invitation();
    const body = { userName: `sanne${unique()}`, password: 'Welkom123!', email };
    const key = randomUUID();
    const users = await count('users');
    const first = await linkCall(`/users/register/${userToken}`, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await linkCall(`/users/register/${userToken}`, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('users')).toBe(users + 1);
    const other = await linkCall(`/users/register/${userToken}`, { ...body, userName: 'x' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a sign-up resent with its key signs the same owner in again and makes no second account', async () => {
    const companyName = `Bistro ${randomUUID().slice(0, 8)}`;
    const body = {
      companyName,
      firstName: 'Sanne',
      lastName: 'Visser',
      email: 'sanne@example.test',
      userName: 'sanne',
      password: 'Welkom123!',
    };
    const key = randomUUID();
    const signUp = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: clientAddress(),
        headers: { 'idempotency-key': key },
        payload: body,
      });
    const first = await signUp();
    expect(first.statusCode, first.body).toBe(201);
    const again = await signUp();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims(again.json().token)).toMatchObject({
      sub: 'sanne',
      userId: claims(first.json().token).userId,
      tenantId: claims(first.json().token).tenantId,
    });
    // Without the key the name is taken, as before.
    const withoutKey = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: clientAddress(),
      payload: body,
    });
    expect(withoutKey.statusCode).toBe(409);
  });
});
