import { TIME_MESSAGES } from '@klokwerk/contract/time';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeRecords } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createEmployee,
  createTestTenant,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The offline kiosk's taps (docs/offline-kiosk.md): a tap queued in the browser is
 * sent later with the moment it was made and a key of its own. Monday 23 November 2026, 13:00
 * in Amsterdam (12:00 UTC), throughout.
 */
const NOW = new Date('2026-11-23T12:00:00Z');

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let kiosk: string;
let secondKiosk: string;
let otherKiosk: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['KLOKSYSTEEM'] });
  other = await createTestTenant(db, { roles: ['KLOKSYSTEEM'] });
  t.clock.set(NOW);
  kiosk = await loginAs(t.app, tenant, 'KLOKSYSTEEM');
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
  otherKiosk = await loginAs(t.app, other, 'KLOKSYSTEEM');
  const tablet = await createUser(db, tenant, { roles: ['KLOKSYSTEEM'] });
  secondKiosk = await signIn(t.app, tenant.tenantId, tablet.userName);
});
afterAll(() => t.close());

let keys = 0;
/** A key as a kiosk makes one: 16 to 64 URL-safe characters. */
function newKey(): string {
  keys += 1;
  return `tik-${String(keys).padStart(4, '0')}-${Date.now()}`;
}

function tap(
  body: { phoneNumber: string; tappedAt?: string; idempotencyKey?: string },
  token = kiosk,
  tenantId: string = tenant.tenantId,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/time/clock',
    headers: authHeaders(token, tenantId),
    payload: body,
  });
}

async function employee(firstName: string, of: TestTenant = tenant) {
  const row = await createEmployee(t.database.db, of, { firstName });
  return { id: row.id, phone: row.phoneNumber ?? '' };
}

function recordsOf(employeeId: number, of: TestTenant = tenant) {
  return withTenant(t.database.db, of.tenantId, (tx) =>
    tx
      .select({
        clockInTime: timeRecords.clockInTime,
        clockOutTime: timeRecords.clockOutTime,
        approvalStatus: timeRecords.approvalStatus,
        needsReview: timeRecords.needsReview,
        reviewNote: timeRecords.reviewNote,
      })
      .from(timeRecords)
      .where(eq(timeRecords.employeeId, employeeId))
      .orderBy(asc(timeRecords.clockInTime), asc(timeRecords.id)),
  );
}

describe('a tap sent again with the same key (idempotent replay)', () => {
  it('gets the first answer again and registers nothing new', async () => {
    const sanne = await employee('Sanne');
    const body = {
      phoneNumber: sanne.phone,
      tappedAt: '2026-11-23T11:50:00Z',
      idempotencyKey: newKey(),
    };
    const first = await tap(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Sanne is ingeklokt om 12:50.',
      action: 'clockIn',
      firstName: 'Sanne',
      time: '12:50',
      at: '2026-11-23T11:50:00.000Z',
      workedMinutes: null,
      needsReview: false,
      reviewNote: null,
    });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The answer was lost on the way; the queue sends the tap again, twice.
    for (let i = 0; i < 2; i++) {
      const again = await tap(body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect(await recordsOf(sanne.id)).toEqual([
      {
        clockInTime: new Date('2026-11-23T11:50:00Z'),
        clockOutTime: null,
        approvalStatus: 'Pending',
        needsReview: false,
        reviewNote: null,
      },
    ]);
  });

  it('refuses the key with another phone number or moment, or from another kiosk (409)', async () => {
    const bram = await employee('Bram');
    const daan = await employee('Daan');
    const key = newKey();
    const body = { phoneNumber: bram.phone, tappedAt: '2026-11-23T11:55:00Z', idempotencyKey: key };
    expect((await tap(body)).statusCode).toBe(200);
    const reused = {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: TIME_MESSAGES.idempotencyKeyReused,
      field: 'idempotencyKey',
    };
    for (const response of [
      await tap({ ...body, phoneNumber: daan.phone }),
      await tap({ ...body, tappedAt: '2026-11-23T11:56:00Z' }),
      await tap(body, secondKiosk),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual(reused);
    }
    expect(await recordsOf(daan.id)).toEqual([]);
    expect(await recordsOf(bram.id)).toHaveLength(1);
  });

  it('answers two sends of one tap at the same moment alike, registering it once', async () => {
    const iris = await employee('Iris');
    const body = {
      phoneNumber: iris.phone,
      tappedAt: '2026-11-23T11:52:00Z',
      idempotencyKey: newKey(),
    };
    const [a, b] = await Promise.all([tap(body), tap(body)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(a?.json()).toEqual(b?.json());
    // The one that waited for the other's key got its answer, marked as a resend.
    expect([a?.headers['idempotent-replayed'], b?.headers['idempotent-replayed']].sort()).toEqual([
      'true',
      undefined,
    ]);
    expect(await recordsOf(iris.id)).toHaveLength(1);
  });

  it('keeps a key 30 days, longer than the day of the other calls, then forgets it', async () => {
    const joep = await employee('Joep');
    const body = {
      phoneNumber: joep.phone,
      tappedAt: '2026-11-23T11:53:00Z',
      idempotencyKey: newKey(),
    };
    const first = await tap(body);
    expect(first.statusCode).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    try {
      t.clock.set(new Date(NOW.getTime() + 29 * day));
      const within = await tap(body);
      expect(within.headers['idempotent-replayed']).toBe('true');
      expect(within.json()).toEqual(first.json());
      expect(await recordsOf(joep.id)).toHaveLength(1);
      // Past its time the key is forgotten: the tap is decided anew, as a double tap.
      t.clock.set(new Date(NOW.getTime() + 31 * day));
      const after = await tap(body);
      expect(after.statusCode).toBe(200);
      expect(after.headers['idempotent-replayed']).toBeUndefined();
      expect(after.json()).toMatchObject({ action: 'alreadyClockedIn', firstName: 'Joep' });
      expect(await recordsOf(joep.id)).toHaveLength(1);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("is a key of its own tenant: another tenant's kiosk may use the same one", async () => {
    const ours = await employee('Eva');
    const theirs = await employee('Fien', other);
    const key = newKey();
    const at = '2026-11-23T11:58:00Z';
    expect(
      (await tap({ phoneNumber: ours.phone, tappedAt: at, idempotencyKey: key })).statusCode,
    ).toBe(200);
    const response = await tap(
      { phoneNumber: theirs.phone, tappedAt: at, idempotencyKey: key },
      otherKiosk,
      other.tenantId,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Fien', action: 'clockIn' });
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await recordsOf(theirs.id, other)).toHaveLength(1);
  });
});

describe('the moment of a tap', () => {
  it('is refused in the future (400), registering nothing', async () => {
    const gijs = await employee('Gijs');
    const response = await tap({
      phoneNumber: gijs.phone,
      tappedAt: '2026-11-23T12:05:00Z',
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: TIME_MESSAGES.tappedAtFuture,
      field: 'tappedAt',
    });
    expect(await recordsOf(gijs.id)).toEqual([]);
  });

  it('a little ahead (a tablet clock that runs fast) is taken as now, never registered ahead', async () => {
    const hans = await employee('Hans');
    const response = await tap({ phoneNumber: hans.phone, tappedAt: '2026-11-23T12:01:00Z' });
    expect(response.statusCode).toBe(200);
    expect(response.json().at).toBe(NOW.toISOString());
  });

  it.each([
    ['tappedAt', { tappedAt: '2026-11-23T11:00:00' }, TIME_MESSAGES.tappedAt],
    ['tappedAt', { tappedAt: 'gisteren' }, TIME_MESSAGES.tappedAt],
    ['idempotencyKey', { idempotencyKey: 'kort' }, TIME_MESSAGES.idempotencyKey],
    ['idempotencyKey', { idempotencyKey: 'met spaties erin!!!!' }, TIME_MESSAGES.idempotencyKey],
  ])('refuses a bad %s with 400 naming it', async (field, extra, message) => {
    const response = await tap({ phoneNumber: '0612345678', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
  });

  it('older than 12 hours is applied at its moment and marked for review, never dropped', async () => {
    const noor = await employee('Noor');
    // 23:30 the evening before, in Amsterdam; the tablet was offline all night.
    const response = await tap({
      phoneNumber: noor.phone,
      tappedAt: '2026-11-22T22:30:00Z',
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(200);
    const note =
      'Tik van 22-11-2026 23:30 pas ontvangen op 23-11-2026 13:00 (meer dan 12 uur later; de kiosk was waarschijnlijk offline).';
    expect(response.json()).toEqual({
      message:
        'Noor is ingeklokt om 23:30. Deze tik is laat ontvangen en wordt door een leidinggevende nagekeken.',
      action: 'clockIn',
      firstName: 'Noor',
      time: '23:30',
      at: '2026-11-22T22:30:00.000Z',
      workedMinutes: null,
      needsReview: true,
      reviewNote: note,
    });
    expect(await recordsOf(noor.id)).toEqual([
      {
        clockInTime: new Date('2026-11-22T22:30:00Z'),
        clockOutTime: null,
        approvalStatus: 'Pending',
        needsReview: true,
        reviewNote: note,
      },
    ]);
    // The managers find it on the registrations and on the hours report of the month.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/time/company/${tenant.companyId}`,
      headers: authHeaders(owner, tenant.tenantId),
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ needsReview: true, reviewNote: note }),
    );
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/reports/hours?companyId=${tenant.companyId}&year=2026&month=11`,
      headers: authHeaders(owner, tenant.tenantId),
    });
    expect(report.json().reviewRecords).toContainEqual(
      expect.objectContaining({
        employeeId: noor.id,
        clockInTime: '2026-11-22T22:30:00.000Z',
        reviewNote: note,
      }),
    );
  });

  it('out of order is kept as a registration of its own, marked for review', async () => {
    const ella = await employee('Ella');
    const inAt = { phoneNumber: ella.phone, tappedAt: '2026-11-23T11:00:00Z' };
    expect((await tap({ ...inAt, idempotencyKey: newKey() })).json().action).toBe('clockIn');
    const outAt = { phoneNumber: ella.phone, tappedAt: '2026-11-23T11:50:00Z' };
    expect((await tap({ ...outAt, idempotencyKey: newKey() })).json().action).toBe('clockOut');
    // A tap from 12:30 (Amsterdam) that another tablet queued arrives after the clock-out.
    const late = await tap({
      phoneNumber: ella.phone,
      tappedAt: '2026-11-23T11:30:00Z',
      idempotencyKey: newKey(),
    });
    expect(late.statusCode).toBe(200);
    const note =
      'Tik van 23-11-2026 12:30 kwam binnen na een latere registratie (23-11-2026 12:50) en is niet als in- of uitklokken verwerkt.';
    expect(late.json()).toMatchObject({
      message:
        'Ella, je tik van 23-11-2026 om 12:30 is opgeslagen en wordt door een leidinggevende nagekeken.',
      needsReview: true,
      reviewNote: note,
    });
    expect(await recordsOf(ella.id)).toEqual([
      {
        clockInTime: new Date('2026-11-23T11:00:00Z'),
        clockOutTime: new Date('2026-11-23T11:50:00Z'),
        approvalStatus: 'Pending',
        needsReview: false,
        reviewNote: null,
      },
      {
        clockInTime: new Date('2026-11-23T11:30:00Z'),
        clockOutTime: new Date('2026-11-23T11:30:00Z'),
        approvalStatus: 'Pending',
        needsReview: true,
        reviewNote: note,
      },
    ]);
  });

  it('in a closed month is kept for review with the reason, and the month stays as it was', async () => {
    const close = await t.app.inject({
      method: 'POST',
      url: '/api/months/close',
      headers: authHeaders(owner, tenant.tenantId),
      payload: { companyId: tenant.companyId, year: 2026, month: 10 },
    });
    expect(close.statusCode).toBe(200);
    const piet = await employee('Piet');
    const response = await tap({
      phoneNumber: piet.phone,
      tappedAt: '2026-10-31T20:00:00Z',
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(200);
    const note =
      'Tik van 31-10-2026 21:00 valt in de afgesloten maand oktober 2026 en is niet als in- of uitklokken verwerkt; heropen de maand om hem te verwerken.';
    expect(response.json()).toMatchObject({ needsReview: true, reviewNote: note });
    expect(await recordsOf(piet.id)).toEqual([
      expect.objectContaining({
        clockInTime: new Date('2026-10-31T20:00:00Z'),
        clockOutTime: new Date('2026-10-31T20:00:00Z'),
        needsReview: true,
        reviewNote: note,
      }),
    ]);
    // Piet is not clocked in: the next tap opens a registration of today.
    expect((await tap({ phoneNumber: piet.phone })).json().action).toBe('clockIn');
  });
});

describe('a queue sent in order after the connection returns', () => {
  it('clocks in, out and in again at the moments of the taps', async () => {
    const rik = await employee('Rik');
    const moments = ['2026-11-23T10:10:00Z', '2026-11-23T11:40:00Z', '2026-11-23T11:55:00Z'];
    const actions: string[] = [];
    for (const tappedAt of moments) {
      const response = await tap({ phoneNumber: rik.phone, tappedAt, idempotencyKey: newKey() });
      actions.push(response.json().action);
    }
    expect(actions).toEqual(['clockIn', 'clockOut', 'clockIn']);
    expect(
      (await recordsOf(rik.id)).map((r) => [
        r.clockInTime.toISOString(),
        r.clockOutTime?.toISOString() ?? null,
        r.needsReview,
      ]),
    ).toEqual([
      ['2026-11-23T10:10:00.000Z', '2026-11-23T11:40:00.000Z', false],
      ['2026-11-23T11:55:00.000Z', null, false],
    ]);
  });
});
