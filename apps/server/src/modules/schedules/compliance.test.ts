import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Written out by hand: who plans the roster, and the owners who answer for it. */
const ALLOWED: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'FLOORMANAGER',
  'ROOSTERMAKER',
];
const REFUSED: Role[] = ['ACCOUNTANT', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
let closer: { id: number; email: string };
let opener: { id: number; email: string };
let closing: { id: number };
let opening: { id: number };
const tokens: Partial<Record<Role, string>> = {};

// Week 48 of 2026 (Amsterdam, CET): Tuesday 24 November 17:00–02:00, Wednesday 08:00–16:00.
const WEEK = { start: '2026-11-23T00:00:00', end: '2026-11-30T00:00:00' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...ALLOWED, ...REFUSED] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  for (const role of [...ALLOWED, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  const a = await createEmployee(db, tenant, { firstName: 'Sanne', lastName: 'de Vries' });
  closer = { id: a.id, email: a.email };
  const b = await createEmployee(db, tenant, {
    firstName: 'Bram',
    lastName: 'Jansen',
    dateOfBirth: null,
  });
  opener = { id: b.id, email: b.email };
  closing = await createSchedule(db, tenant, {
    employeeId: closer.id,
    startTime: new Date('2026-11-24T16:00:00Z'),
    endTime: new Date('2026-11-25T01:00:00Z'),
  });
  opening = await createSchedule(db, tenant, {
    employeeId: closer.id,
    startTime: new Date('2026-11-25T07:00:00Z'),
    endTime: new Date('2026-11-25T15:00:00Z'),
  });
});
afterAll(() => t.close());

function get(role: Role, query: Record<string, string | number>, as: TestTenant = tenant) {
  const token = tokens[role];
  if (!token) throw new Error(`no token for ${role}`);
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({
    method: 'GET',
    url: `/api/schedules/compliance?${search}`,
    headers: authHeaders(token, as.tenantId),
  });
}

function post(
  role: Role,
  payload: Record<string, unknown>,
  url = '/api/schedules/compliance-check',
) {
  const token = tokens[role];
  if (!token) throw new Error(`no token for ${role}`);
  return t.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(token, tenant.tenantId),
    payload,
  });
}

interface Found {
  rule: string;
  severity: string;
  employeeId: number;
  shiftIds: Array<string | number>;
  at: string;
}

const shift = (employeeEmail: string, startTime: string, endTime: string) => ({
  employeeEmail,
  startTime,
  endTime,
});

function restsOf(findings: Found[], employeeId: number) {
  return findings
    .filter((f) => f.rule === 'dailyRest' && f.employeeId === employeeId)
    .map((f) => f.shiftIds);
}

describe('GET /api/schedules/compliance', () => {
  it('names the short rest between a closing and an opening shift, with both shifts', async () => {
    const response = await get('ROOSTERMAKER', { companyId: tenant.companyId, ...WEEK });
    expect(response.statusCode).toBe(200);
    const violations = response
      .json()
      .findings.filter((f: { severity: string }) => f.severity === 'violation');
    expect(violations).toEqual([
      expect.objectContaining({
        rule: 'dailyRest',
        employeeId: closer.id,
        employeeName: 'Sanne de Vries',
        message: 'Rusttijd tussen diensten minder dan 11 uur: 6 uur tussen wo 02:00 en wo 08:00',
        shiftIds: [closing.id, opening.id],
        amountSeconds: 5 * 3600,
        source: 'ATW art. 5:3 lid 1 (jeugdigen lid 2)',
      }),
    ]);
  });

  it.each(ALLOWED)('answers %s', async (role) => {
    expect((await get(role, { companyId: tenant.companyId, ...WEEK })).statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s', async (role) => {
    expect((await get(role, { companyId: tenant.companyId, ...WEEK })).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's company and, for company-bound roles, another company", async () => {
    expect((await get('EIGENAAR', { companyId: other.companyId, ...WEEK })).statusCode).toBe(404);
    expect((await get('ROOSTERMAKER', { companyId: second, ...WEEK })).statusCode).toBe(404);
    expect((await get('EIGENAAR', { companyId: second, ...WEEK })).statusCode).toBe(200);
  });

  it('says which bound is missing or wrong', async () => {
    const missing = await get('EIGENAAR', { companyId: tenant.companyId, start: WEEK.start });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('end');
    const inverted = await get('EIGENAAR', {
      companyId: tenant.companyId,
      start: WEEK.end,
      end: WEEK.start,
    });
    expect(inverted.json().error.field).toBe('end');
  });
});

describe('POST /api/schedules/compliance-check', () => {
  it('checks concept shifts with the roster, names them by their draft, and saves nothing', async () => {
    const before = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(schedules).where(eq(schedules.employeeId, opener.id)),
    );
    const response = await post('ROOSTERMAKER', {
      companyId: tenant.companyId,
      drafts: [
        {
          employeeEmail: opener.email,
          startTime: '2026-11-26T16:00:00',
          endTime: '2026-11-27T02:00:00',
        },
        {
          employeeEmail: opener.email,
          startTime: '2026-11-27T08:00:00',
          endTime: '2026-11-27T14:00:00',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const rest = body.findings.filter(
      (f: { rule: string; employeeId: number }) =>
        f.rule === 'dailyRest' && f.employeeId === opener.id,
    );
    expect(rest).toEqual([
      expect.objectContaining({ shiftIds: ['draft-0', 'draft-1'], amountSeconds: 5 * 3600 }),
    ]);
    // Bram has no date of birth: checked as an adult, and the answer says so.
    expect(body.withoutBirthDate).toContain(opener.id);
    const after = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(schedules).where(eq(schedules.employeeId, opener.id)),
    );
    expect(after).toHaveLength(before.length);
  });

  it('names a wrong draft as the confirm call does', async () => {
    const response = await post('EIGENAAR', {
      companyId: tenant.companyId,
      drafts: [
        {
          employeeEmail: 'niemand@example.test',
          startTime: '2026-11-26T16:00:00',
          endTime: '2026-11-26T20:00:00',
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('drafts.0.employeeEmail');
  });

  it.each(REFUSED)('refuses %s', async (role) => {
    const response = await post(role, {
      companyId: tenant.companyId,
      drafts: [
        {
          employeeEmail: opener.email,
          startTime: '2026-11-26T16:00:00',
          endTime: '2026-11-26T20:00:00',
        },
      ],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/schedules/compliance-check with a period', () => {
  // Two short rests of Bram's: Thursday–Friday of week 48, Tuesday–Wednesday of week 49.
  const drafts = () => [
    shift(opener.email, '2026-11-26T16:00:00', '2026-11-27T02:00:00'),
    shift(opener.email, '2026-11-27T08:00:00', '2026-11-27T14:00:00'),
    shift(opener.email, '2026-12-01T16:00:00', '2026-12-02T02:00:00'),
    shift(opener.email, '2026-12-02T08:00:00', '2026-12-02T14:00:00'),
  ];

  it('reports on the weeks of the drafts without one, and on the period asked with one', async () => {
    const all = await post('ROOSTERMAKER', { companyId: tenant.companyId, drafts: drafts() });
    expect(all.statusCode).toBe(200);
    expect(restsOf(all.json().findings, opener.id)).toEqual([
      ['draft-0', 'draft-1'],
      ['draft-2', 'draft-3'],
    ]);
    const week = await post('ROOSTERMAKER', {
      companyId: tenant.companyId,
      drafts: drafts(),
      ...WEEK,
    });
    expect(week.statusCode).toBe(200);
    expect(restsOf(week.json().findings, opener.id)).toEqual([['draft-0', 'draft-1']]);
    // The definitive shifts of the week count too: Sanne's short rest.
    expect(restsOf(week.json().findings, closer.id)).toEqual([[closing.id, opening.id]]);
  });

  it('counts a draft of another week where it touches the period: a rest across Sunday night', async () => {
    const response = await post('EIGENAAR', {
      companyId: tenant.companyId,
      drafts: [
        shift(opener.email, '2026-11-29T15:00:00', '2026-11-29T23:00:00'),
        shift(opener.email, '2026-11-30T06:00:00', '2026-11-30T12:00:00'),
      ],
      ...WEEK,
    });
    expect(restsOf(response.json().findings, opener.id)).toEqual([['draft-0', 'draft-1']]);
  });

  it('wants both bounds or neither, in order, and names the one to fix', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ start: WEEK.start }, 'end', 'Vul het einde van de periode in.'],
      [{ end: WEEK.end }, 'start', 'Vul het begin van de periode in.'],
      [
        { start: WEEK.end, end: WEEK.start },
        'end',
        'Het einde van de periode moet na het begin liggen.',
      ],
      [{ start: 'maandag', end: WEEK.end }, 'start', 'Ongeldige datum en tijd (jjjj-mm-ddTuu:mm).'],
    ];
    for (const [bounds, field, message] of cases) {
      const response = await post('EIGENAAR', {
        companyId: tenant.companyId,
        drafts: drafts(),
        ...bounds,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        field,
        message: expect.stringContaining(message),
      });
    }
  });

  it.each(ALLOWED)('answers %s', async (role) => {
    const response = await post(role, { companyId: tenant.companyId, drafts: drafts(), ...WEEK });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for another tenant's company and, for company-bound roles, another company", async () => {
    const body = { drafts: drafts(), ...WEEK };
    expect((await post('EIGENAAR', { ...body, companyId: other.companyId })).statusCode).toBe(404);
    expect((await post('ROOSTERMAKER', { ...body, companyId: second })).statusCode).toBe(404);
    // The owner may check the second company, whose employees Bram is not one of.
    const elsewhere = await post('EIGENAAR', { ...body, companyId: second });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.field).toBe('drafts.0.employeeEmail');
  });
});

describe('POST /api/schedules/confirm answers the findings', () => {
  it('of the confirmed week, naming the shifts just written', async () => {
    const dirk = await createEmployee(t.database.db, tenant, {
      firstName: 'Dirk',
      lastName: 'Smit',
      dateOfBirth: null,
    });
    const response = await post(
      'ROOSTERMAKER',
      {
        companyId: tenant.companyId,
        drafts: [
          shift(dirk.email, '2026-12-08T17:00:00', '2026-12-09T02:00:00'),
          shift(dirk.email, '2026-12-09T08:00:00', '2026-12-09T16:00:00'),
        ],
      },
      '/api/schedules/confirm',
    );
    expect(response.statusCode).toBe(201);
    const { shifts, findings } = response.json();
    const ids = shifts.map((s: { scheduleId: number }) => s.scheduleId);
    expect(ids).toHaveLength(2);
    expect(findings.findings.filter((f: Found) => f.severity === 'violation')).toEqual([
      expect.objectContaining({
        rule: 'dailyRest',
        employeeId: dirk.id,
        employeeName: 'Dirk Smit',
        message: 'Rusttijd tussen diensten minder dan 11 uur: 6 uur tussen wo 02:00 en wo 08:00',
        shiftIds: ids,
      }),
    ]);
    expect(findings.withoutBirthDate).toEqual([dirk.id]);
  });

  it('with the 16-week average over the weeks before, and nothing of those weeks themselves', async () => {
    const eva = await createEmployee(t.database.db, tenant, { firstName: 'Eva', lastName: 'Mol' });
    // Fifteen weeks of five 10-hour days (50 hours) before the week of Monday 1 February 2027,
    // the first of them with a short rest that is not this answer's business.
    const firstMonday = Date.UTC(2026, 9, 19);
    for (let week = 0; week < 15; week++) {
      for (let day = 0; day < 5; day++) {
        const start = firstMonday + (week * 7 + day) * 86_400_000 + 7 * 3_600_000;
        await createSchedule(t.database.db, tenant, {
          employeeId: eva.id,
          startTime: new Date(start),
          endTime: new Date(start + 10 * 3_600_000),
        });
      }
    }
    await createSchedule(t.database.db, tenant, {
      employeeId: eva.id,
      startTime: new Date('2026-10-24T18:00:00Z'),
      endTime: new Date('2026-10-24T23:00:00Z'),
    });
    await createSchedule(t.database.db, tenant, {
      employeeId: eva.id,
      startTime: new Date('2026-10-25T04:00:00Z'),
      endTime: new Date('2026-10-25T08:00:00Z'),
    });
    const drafts = [1, 2, 3, 4, 5].map((day) =>
      shift(eva.email, `2027-02-0${day}T08:00:00`, `2027-02-0${day}T18:00:00`),
    );
    const response = await post(
      'EIGENAAR',
      { companyId: tenant.companyId, drafts },
      '/api/schedules/confirm',
    );
    expect(response.statusCode).toBe(201);
    const { shifts, findings } = response.json();
    const violations = findings.findings.filter((f: Found) => f.severity === 'violation');
    expect(violations).toEqual([
      expect.objectContaining({
        rule: 'average16Weeks',
        employeeId: eva.id,
        message: expect.stringContaining('Gemiddeld meer dan 48 uur per week over 16 weken'),
        shiftIds: shifts.map((s: { scheduleId: number }) => s.scheduleId),
      }),
    ]);
    expect(findings.findings.every((f: Found) => f.at >= '2027-01-31T23:00:00.000Z')).toBe(true);
  });
});
