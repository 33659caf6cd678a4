import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schedules } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createSchedule,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A closed month's roster is frozen as its hours are (docs/calculations.md#month-closing): every
 * roster write that would create, move, delete or publish a shift in it is a 409 with the one
 * message, and leaves the roster as it was. Each test closes a month of a company of its own.
 */

const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/** Saturday 21 November 2026, 11:00 in Amsterdam: October is over and can be closed. */
const NOW = new Date('2026-11-21T10:00:00Z');
const OCTOBER_CLOSED = { code: 'CONFLICT', message: monthClosedMessage(2026, 10) };

let t: TestApp;
let tenant: TestTenant;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db);
});
/** The clock fixed and a token of its time (one of a later time would not be valid yet). */
async function signInAt(now: Date): Promise<void> {
  t.clock.set(now);
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
}
beforeEach(() => signInAt(NOW));
afterAll(() => t.close());

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: authHeaders(owner, tenant.tenantId),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A company of its own with one employee, Anna. */
async function company() {
  const companyId = await createCompany(t.database.db, tenant);
  const anna = await createEmployee(t.database.db, tenant, {
    companyId,
    firstName: 'Anna',
    lastName: 'Smit',
  });
  return { companyId, anna };
}

async function close(companyId: number, year: number, month: number): Promise<void> {
  const closed = await send('POST', '/months/close', { companyId, year, month });
  expect(closed.statusCode).toBe(200);
}

/** Every shift of the company as stored, by start. */
async function shiftsOf(companyId: number) {
  const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({
        id: schedules.id,
        employeeId: schedules.employeeId,
        startTime: schedules.startTime,
        endTime: schedules.endTime,
        status: schedules.status,
      })
      .from(schedules)
      .where(eq(schedules.companyId, companyId))
      .orderBy(asc(schedules.startTime), asc(schedules.id)),
  );
  return rows.map((row) => ({
    ...row,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }));
}

describe(`copies and templates into a closed month (${DB})`, () => {
  it('refuses a week or a day copied into it (409) and stores nothing', async () => {
    const { companyId, anna } = await company();
    await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: anna.id,
      startTime: new Date('2026-11-16T08:00:00Z'),
    });
    await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: anna.id,
      startTime: new Date('2026-11-18T08:00:00Z'),
      status: 'CONCEPT',
    });
    await close(companyId, 2026, 10);
    const before = await shiftsOf(companyId);

    const week = await send('POST', '/schedules/copy', {
      companyId,
      span: 'week',
      from: '2026-11-16',
      to: '2026-10-19',
    });
    expect(week.statusCode).toBe(409);
    expect(week.json().error).toEqual(OCTOBER_CLOSED);
    const day = await send('POST', '/schedules/copy', {
      companyId,
      span: 'day',
      from: '2026-11-16',
      to: '2026-10-19',
    });
    expect(day.statusCode).toBe(409);
    expect(day.json().error).toEqual(OCTOBER_CLOSED);
    expect(await shiftsOf(companyId)).toEqual(before);

    // The same week copied into an open month goes in.
    const next = await send('POST', '/schedules/copy', {
      companyId,
      span: 'week',
      from: '2026-11-16',
      to: '2026-11-23',
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().created).toHaveLength(2);
  });

  it('refuses a template applied to a week in it (409) and stores nothing', async () => {
    const { companyId, anna } = await company();
    await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: anna.id,
      startTime: new Date('2026-11-17T08:00:00Z'),
    });
    await close(companyId, 2026, 10);
    const saved = await send('POST', '/schedules/templates', {
      companyId,
      name: 'Standaardweek',
      week: '2026-11-16',
    });
    expect(saved.statusCode).toBe(201);
    const before = await shiftsOf(companyId);

    const applied = await send('POST', `/schedules/templates/${saved.json().templateId}/apply`, {
      week: '2026-10-21',
    });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().error).toEqual(OCTOBER_CLOSED);
    expect(await shiftsOf(companyId)).toEqual(before);
  });
});

describe(`publishing a closed month's concepts (${DB})`, () => {
  it('is refused (409): they stay concepts', async () => {
    const { companyId, anna } = await company();
    await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: anna.id,
      startTime: new Date('2026-10-21T07:00:00Z'),
      status: 'CONCEPT',
    });
    await close(companyId, 2026, 10);
    const before = await shiftsOf(companyId);

    const response = await send('POST', '/schedules/publish', { companyId, week: '2026-10-21' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual(OCTOBER_CLOSED);
    expect(await shiftsOf(companyId)).toEqual(before);
    expect(before.map((shift) => shift.status)).toEqual(['CONCEPT']);
  });

  it('publishes the concepts of a week across its end that lie in the open month', async () => {
    const { companyId, anna } = await company();
    // Sunday 1 November, 10:00 in Amsterdam: the week of 26 October, after the closed month.
    await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: anna.id,
      startTime: new Date('2026-11-01T09:00:00Z'),
      status: 'CONCEPT',
    });
    await close(companyId, 2026, 10);
    const response = await send('POST', '/schedules/publish', { companyId, week: '2026-10-28' });
    expect(response.statusCode).toBe(200);
    expect((await shiftsOf(companyId)).map((shift) => shift.status)).toEqual(['DEFINITIVE']);
  });
});

describe(`shifts in a closed month (${DB})`, () => {
  it('refuses a new shift, concept or confirmed roster in it (409) and stores none', async () => {
    const { companyId, anna } = await company();
    await close(companyId, 2026, 10);
    const inOctober = {
      employeeEmail: anna.email,
      startTime: '2026-10-21T09:00:00',
      endTime: '2026-10-21T17:00:00',
    };
    const created = await send('POST', '/schedules/create', { companyId, ...inOctober });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toEqual(OCTOBER_CLOSED);
    const concept = await send('POST', '/schedules/concepts', { companyId, ...inOctober });
    expect(concept.statusCode).toBe(409);
    expect(concept.json().error).toEqual(OCTOBER_CLOSED);
    // All or none: the November draft is not planned either.
    const confirmed = await send('POST', '/schedules/confirm', {
      companyId,
      drafts: [
        {
          employeeEmail: anna.email,
          startTime: '2026-11-24T09:00:00',
          endTime: '2026-11-24T17:00:00',
        },
        inOctober,
      ],
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error).toEqual(OCTOBER_CLOSED);
    // A night shift begun on 31 October lies in October too.
    const night = await send('POST', '/schedules/create', {
      companyId,
      employeeEmail: anna.email,
      startTime: '2026-10-31T22:00:00',
      endTime: '2026-11-01T06:00:00',
    });
    expect(night.statusCode).toBe(409);
    expect(night.json().error).toEqual(OCTOBER_CLOSED);
    expect(await shiftsOf(companyId)).toEqual([]);

    const november = await send('POST', '/schedules/create', {
      companyId,
      employeeEmail: anna.email,
      startTime: '2026-11-24T09:00:00',
      endTime: '2026-11-24T17:00:00',
    });
    expect(november.statusCode).toBe(201);
  });

  it('refuses moving a shift out of it or into it, and deleting one in it (409)', async () => {
    const { companyId, anna } = await company();
    const october = await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: anna.id,
      startTime: new Date('2026-10-21T07:00:00Z'),
    });
    const november = await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: anna.id,
      startTime: new Date('2026-11-24T08:00:00Z'),
    });
    await close(companyId, 2026, 10);
    const before = await shiftsOf(companyId);

    const out = await send('PUT', `/schedules/${october.id}`, {
      employeeEmail: anna.email,
      startTime: '2026-11-25T09:00:00',
      endTime: '2026-11-25T17:00:00',
    });
    expect(out.statusCode).toBe(409);
    expect(out.json().error).toEqual(OCTOBER_CLOSED);
    const into = await send('PUT', `/schedules/${november.id}`, {
      employeeEmail: anna.email,
      startTime: '2026-10-22T09:00:00',
      endTime: '2026-10-22T17:00:00',
    });
    expect(into.statusCode).toBe(409);
    expect(into.json().error).toEqual(OCTOBER_CLOSED);
    const removed = await send('DELETE', `/schedules/delete/${october.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toEqual(OCTOBER_CLOSED);
    expect(await shiftsOf(companyId)).toEqual(before);

    const open = await send('DELETE', `/schedules/delete/${november.id}`);
    expect(open.statusCode).toBe(200);
  });

  it('counts the month a shift ends in: one into a closed month is refused, one ending at its midnight is not', async () => {
    await signInAt(new Date('2026-12-05T10:00:00Z'));
    const { companyId, anna } = await company();
    await close(companyId, 2026, 11);
    const intoNovember = await send('POST', '/schedules/create', {
      companyId,
      employeeEmail: anna.email,
      startTime: '2026-10-31T22:00:00',
      endTime: '2026-11-01T06:00:00',
    });
    expect(intoNovember.statusCode).toBe(409);
    expect(intoNovember.json().error).toEqual({
      code: 'CONFLICT',
      message: monthClosedMessage(2026, 11),
    });
    const toMidnight = await send('POST', '/schedules/create', {
      companyId,
      employeeEmail: anna.email,
      startTime: '2026-10-31T16:00:00',
      endTime: '2026-11-01T00:00:00',
    });
    expect(toMidnight.statusCode).toBe(201);
  });
});
