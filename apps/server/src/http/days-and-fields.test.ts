import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createEmployee,
  createJobTitle,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Days no restaurant means and fields no call knows, sent as a form or a client could: each is
 * a 400 naming the field, and nothing is stored (docs/api-conventions.md#days,
 * docs/api-conventions.md#input).
 */
let t: TestApp;
let tenant: TestTenant;
let owner: Record<string, string>;
let employeeId: number;
let jobTitleId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ['EIGENAAR'] });
  owner = authHeaders(await loginAs(t.app, tenant, 'EIGENAAR'), tenant.tenantId);
  employeeId = (await createEmployee(t.database.db, tenant, { firstName: 'Anna' })).id;
  jobTitleId = (await createJobTitle(t.database.db, tenant, { name: 'Ober' })).id;
});
afterAll(() => t?.close());

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
}

const shiftsOf = async () =>
  (await send('GET', `/api/schedules/company/${tenant.companyId}`)).json() as unknown[];

describe('a day outside the working range', () => {
  const companyId = () => tenant.companyId;
  const cases: Array<[string, () => Promise<{ statusCode: number; json(): unknown }>, string]> = [
    [
      'publishing the week of 9999-12-27',
      () => send('POST', '/api/schedules/publish', { companyId: companyId(), week: '9999-12-27' }),
      'week',
    ],
    [
      'copying a week to 0099-03-04',
      () =>
        send('POST', '/api/schedules/copy', {
          companyId: companyId(),
          span: 'week',
          from: '2026-11-23',
          to: '0099-03-04',
        }),
      'to',
    ],
    [
      'copying a week to 0001-01-01',
      () =>
        send('POST', '/api/schedules/copy', {
          companyId: companyId(),
          span: 'week',
          from: '2026-11-23',
          to: '0001-01-01',
        }),
      'to',
    ],
    [
      'a proposal for the week of 0000-01-01',
      () => send('POST', '/api/schedules/proposal', { companyId: companyId(), week: '0000-01-01' }),
      'week',
    ],
    [
      'the coverage of the week of 9999-12-27',
      () => send('GET', `/api/staffing/coverage?companyId=${companyId()}&week=9999-12-27`),
      'week',
    ],
    [
      'the leave list from 0000-01-01',
      () => send('GET', `/api/leave/company/${companyId()}?from=0000-01-01`),
      'from',
    ],
    [
      'an open shift on 9999-12-30',
      () =>
        send('POST', '/api/open-shifts', {
          companyId: companyId(),
          jobTitleId,
          startTime: '9999-12-30T18:00',
          endTime: '9999-12-30T23:00',
          places: 1,
        }),
      'startTime',
    ],
    [
      'a contract from 0001-01-01',
      () =>
        send('POST', `/api/employees/${employeeId}/contracts`, {
          from: '0001-01-01',
          kind: 'fixed',
          minutesPerWeek: 1200,
        }),
      'from',
    ],
    [
      'a date of birth in 1899',
      () =>
        send('POST', '/api/employees', {
          companyId: companyId(),
          firstName: 'Bert',
          lastName: 'Oud',
          email: 'bert.oud@example.nl',
          dateOfBirth: '1899-12-31',
        }),
      'dateOfBirth',
    ],
  ];

  it.each(cases)('%s is a 400 naming the field', async (_, request, field) => {
    const answer = await request();
    expect(answer.statusCode).toBe(400);
    const { error } = answer.json() as { error: { code: string; field: string; message: string } };
    expect(error).toMatchObject({ code: 'VALIDATION', field });
    expect(error.message).toMatch(/tussen 1 januari (1900|2000) en 31 december 2099/);
  });

  it('stores no shift in another century', async () => {
    const before = await shiftsOf();
    await send('POST', '/api/schedules/copy', {
      companyId: tenant.companyId,
      span: 'week',
      from: '2026-11-23',
      to: '0099-03-04',
    });
    expect(await shiftsOf()).toEqual(before);
  });

  it('still accepts the first and the last day of the range', async () => {
    for (const week of ['2000-01-01', '2099-12-31']) {
      const answer = await send(
        'GET',
        `/api/staffing/coverage?companyId=${tenant.companyId}&week=${week}`,
      );
      expect(answer.statusCode, week).toBe(200);
    }
  });
});

describe('a body field the call does not know', () => {
  it('is a 400 naming it, and nothing is stored', async () => {
    const answer = await send('POST', '/api/schedules/create', {
      employeeEmail: 'nobody@example.nl',
      companyId: tenant.companyId,
      startTime: '2026-11-30T10:00',
      endTime: '2026-11-30T18:00',
      enddTime: '2026-11-30T19:00',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: {
        code: 'VALIDATION',
        field: 'enddTime',
        message:
          'Onbekend veld enddTime: deze aanvraag kent dat veld niet. Controleer de naam of laat het weg.',
      },
    });
  });

  it('is named the same way by a call whose schema was strict already', async () => {
    const answer = await send('POST', '/api/open-shifts', {
      companyId: tenant.companyId,
      jobTitleId,
      startTime: '2026-12-30T18:00',
      endTime: '2026-12-30T23:00',
      places: 1,
      plaatsen: 2,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'plaatsen' } });
  });

  it('is named inside a list', async () => {
    const draft = {
      employeeEmail: 'nobody@example.nl',
      startTime: '2026-11-30T10:00',
      endTime: '2026-11-30T18:00',
    };
    const answer = await send('POST', '/api/schedules/confirm', {
      companyId: tenant.companyId,
      drafts: [draft, { ...draft, notitie: 'x' }],
    });
    expect(answer.json()).toMatchObject({
      error: { code: 'VALIDATION', field: 'drafts.1.notitie' },
    });
  });

  it('is named in a strict query', async () => {
    const answer = await send(
      'GET',
      `/api/staffing/coverage?companyId=${tenant.companyId}&week=2026-11-23&weeek=1`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'weeek' } });
  });
});
