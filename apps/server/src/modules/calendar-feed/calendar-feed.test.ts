import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createSchedule,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand: every role that can be linked to an employee; not the kiosk (a device). */
const LINKED: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ACCOUNTANT',
  'ROOSTERMAKER',
  'FLOORMANAGER',
  'MEDEWERKER',
];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let kioskToken: string;
let ownerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ['KLOKSYSTEEM'] });
  other = await createTestTenant(t.database.db);
  kioskToken = await loginAs(t.app, tenant, 'KLOKSYSTEEM');
  ownerToken = await loginAs(t.app, tenant, 'EIGENAAR');
});
afterAll(() => t.close());

function call(token: string, method: 'GET' | 'POST', url = '/api/calendar-feed') {
  return t.app.inject({ method, url, headers: authHeaders(token, tenant.tenantId) });
}

/** The feed as a phone fetches it: no token, no tenant header. */
function fetchFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  zone: string;
}

/** The feed read back with ical.js, its VTIMEZONE registered so TZID times become instants. */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
      zone: String(component.getFirstProperty('dtstart')?.getParameter('tzid')),
    };
  });
}

describe('POST and GET /api/calendar-feed', () => {
  it.each(LINKED)('lets %s make an address for their own feed, and read it back', async (role) => {
    const me = await createSignedInEmployee(t.app, t.database.db, tenant, { role });
    const before = await call(me.token, 'GET');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    const made = await call(me.token, 'POST');
    expect(made.statusCode).toBe(201);
    const feed = made.json();
    const secret = `${tenant.tenantId}-${me.employee.id}-[0-9a-f]{64}`;
    expect(feed.url).toMatch(new RegExp(`^http://localhost:3000/api/calendar/${secret}\\.ics$`));
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect((await call(me.token, 'GET')).json()).toEqual(feed);
  });

  it('refuses the kiosk with 403', async () => {
    expect((await call(kioskToken, 'POST')).statusCode).toBe(403);
    expect((await call(kioskToken, 'GET')).statusCode).toBe(403);
  });

  it('answers 404 with a reason to an account without an employee', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(ownerToken, method);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(
        'Dit account hoort niet bij een medewerker, dus er is geen rooster om in een agenda te zetten.',
      );
    }
  });

  it('builds the address on PUBLIC_URL', async () => {
    const elsewhere = await createTestApp(undefined, {
      config: { publicUrl: 'https://rooster.example.test/' },
    });
    try {
      const me = await createSignedInEmployee(elsewhere.app, elsewhere.database.db, tenant);
      const made = await elsewhere.app.inject({
        method: 'POST',
        url: '/api/calendar-feed',
        headers: authHeaders(me.token, tenant.tenantId),
      });
      expect(made.json().url).toMatch(/^https:\/\/rooster\.example\.test\/api\/calendar\/.+\.ics$/);
      expect(made.json().webcalUrl).toMatch(/^webcal:\/\/rooster\.example\.test\/api\/calendar\//);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('GET /api/calendar/{secret}.ics', () => {
  it("answers the employee's own shifts from the start of last month, in the company's zone", async () => {
    const db = t.database.db;
    const company = await createCompany(db, tenant, { companyName: "Café 't Hoekje" });
    const me = await createSignedInEmployee(t.app, db, tenant, { companyId: company });
    const colleague = await createEmployee(db, tenant, { companyId: company });
    const shift = (start: string, end: string, employeeId = me.employee.id) =>
      createSchedule(db, tenant, {
        employeeId,
        companyId: company,
        startTime: new Date(start),
        endTime: new Date(end),
      });
    // The clock stands at 21 November 2026: the feed starts on 1 October (local midnight).
    await shift('2026-09-30T08:00:00Z', '2026-09-30T16:00:00Z');
    const overnight = await shift('2026-09-30T20:00:00Z', '2026-09-30T23:00:00Z');
    const winter = await shift('2026-11-24T08:00:00Z', '2026-11-24T16:30:00Z');
    const summer = await shift('2027-06-01T07:00:00Z', '2027-06-01T15:00:00Z');
    // 22:00–06:00 on the night the clocks go forward: 7 real hours.
    const spring = await shift('2027-03-27T21:00:00Z', '2027-03-28T04:00:00Z');
    await shift('2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z', colleague.id);

    const { url } = (await call(me.token, 'POST')).json();
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const text = response.body;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20261124T090000');
    expect(text).toContain('DTEND;TZID=Europe/Amsterdam:20270328T060000');

    const uid = (id: number) => `klokwerk-dienst-${id}@localhost`;
    const common = {
      summary: "Dienst Café 't Hoekje",
      location: "Café 't Hoekje",
      zone: 'Europe/Amsterdam',
    };
    expect(parseFeed(text)).toEqual([
      {
        uid: uid(overnight.id),
        start: '2026-09-30T20:00:00.000Z',
        end: '2026-09-30T23:00:00.000Z',
        ...common,
      },
      {
        uid: uid(winter.id),
        start: '2026-11-24T08:00:00.000Z',
        end: '2026-11-24T16:30:00.000Z',
        ...common,
      },
      {
        uid: uid(spring.id),
        start: '2027-03-27T21:00:00.000Z',
        end: '2027-03-28T04:00:00.000Z',
        ...common,
      },
      {
        uid: uid(summer.id),
        start: '2027-06-01T07:00:00.000Z',
        end: '2027-06-01T15:00:00.000Z',
        ...common,
      },
    ]);
  });

  it('keeps each UID from one fetch to the next, and drops a deleted shift', async () => {
    const db = t.database.db;
    const me = await createSignedInEmployee(t.app, db, tenant);
    const first = await createSchedule(db, tenant, {
      employeeId: me.employee.id,
      startTime: new Date('2026-12-01T08:00:00Z'),
    });
    const second = await createSchedule(db, tenant, {
      employeeId: me.employee.id,
      startTime: new Date('2026-12-02T08:00:00Z'),
    });
    const { url } = (await call(me.token, 'POST')).json();
    const before = parseFeed((await fetchFeed(url)).body).map((event) => event.uid);
    expect(before).toEqual([
      `klokwerk-dienst-${first.id}@localhost`,
      `klokwerk-dienst-${second.id}@localhost`,
    ]);
    const planner = await loginAs(t.app, tenant, 'EIGENAAR');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/schedules/delete/${first.id}`,
      headers: authHeaders(planner, tenant.tenantId),
    });
    const after = parseFeed((await fetchFeed(url)).body).map((event) => event.uid);
    expect(after).toEqual([`klokwerk-dienst-${second.id}@localhost`]);
  });

  it('answers 404 for the old address once a new one is made', async () => {
    const me = await createSignedInEmployee(t.app, t.database.db, tenant);
    const old = (await call(me.token, 'POST')).json();
    expect((await fetchFeed(old.url)).statusCode).toBe(200);
    const renewed = (await call(me.token, 'POST')).json();
    expect(renewed.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);
    expect((await call(me.token, 'GET')).json()).toEqual(renewed);
  });

  it('answers 404 for a wrong, malformed or borrowed secret, without telling which', async () => {
    const me = await createSignedInEmployee(t.app, t.database.db, tenant);
    const colleague = await createSignedInEmployee(t.app, t.database.db, tenant);
    await call(colleague.token, 'POST');
    const { url } = (await call(me.token, 'POST')).json();
    const path = new URL(url).pathname;
    const secret = path.slice('/api/calendar/'.length, -'.ics'.length);
    const mac = secret.split('-')[2] ?? '';
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    const wrong = [
      `${tenant.tenantId}-${me.employee.id}-${flipped}`,
      // The right secret under another employee's id or another tenant's name.
      `${tenant.tenantId}-${colleague.employee.id}-${mac}`,
      `${other.tenantId}-${me.employee.id}-${mac}`,
      `${tenant.tenantId}-${me.employee.id}-${mac.toUpperCase()}`,
      `${tenant.tenantId}-${me.employee.id}`,
      'geheim',
      '',
    ];
    for (const guess of wrong) {
      const response = await t.app.inject({ method: 'GET', url: `/api/calendar/${guess}.ics` });
      expect(response.statusCode, guess).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
  });

  it("answers 404 for an archived employee's feed", async () => {
    const me = await createSignedInEmployee(t.app, t.database.db, tenant);
    const { url } = (await call(me.token, 'POST')).json();
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.update(employees).set({ archivedAt: new Date() }).where(eq(employees.id, me.employee.id)),
    );
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('keeps only a value in the database that is not the address itself', async () => {
    const me = await createSignedInEmployee(t.app, t.database.db, tenant);
    const { url } = (await call(me.token, 'POST')).json();
    const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ stored: employees.calendarFeedSecret })
        .from(employees)
        .where(eq(employees.id, me.employee.id)),
    );
    expect(row?.stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(row?.stored);
  });
});
