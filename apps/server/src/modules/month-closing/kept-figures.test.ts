import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuditDetails } from '../../audit/audit-details';
import { auditLog, idempotencyKeys, monthClosings } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upgradedClockAnswer } from '../time/stored-clock-answer';
import { keptFiguresOf, readKeptFigures } from './kept-figures';

/**
 * Kept JSON is read for years: a closed month's figures (seven years of fiscal retention) and a
 * kiosk's stored answers. Each carries a version and is read with the schema of that version,
 * so a closing written before a field was renamed reads as it was meant.
 */

/** A closing as the server wrote it in November 2026: no version, the paid day's `date`. */
const WRITTEN_IN_VERSION_1 = {
  hours: {
    pendingCount: 0,
    rows: [
      {
        employeeId: 7,
        name: 'Anna Smit',
        scheduledSeconds: 28_800,
        scheduledNetSeconds: 27_000,
        // 8 hours worked, 7 minutes late: the result is 15 minutes of penalty less.
        actualSeconds: 27_900,
        actualNetSeconds: 26_100,
        lateSeconds: 420,
        penaltySeconds: 900,
      },
    ],
  },
  wageCost: {
    rows: [
      {
        employeeId: 7,
        email: 'anna@example.test',
        firstName: 'Anna',
        lastName: 'Smit',
        hourlyRate: 15,
        paidSeconds: 27_000,
        expenseCents: 11_250,
      },
    ],
    totalCents: 11_250,
    skippedRecords: 0,
  },
  paidDays: [{ employeeId: 7, date: '2026-10-05', paidSeconds: 27_000 }],
};

describe('the figures a closing keeps', () => {
  it('read a closing written before the paid day was renamed to localDate', () => {
    const figures = readKeptFigures(WRITTEN_IN_VERSION_1);
    // It kept no penalty per day, and no worked time: that is the result and the penalty.
    expect(figures.paidDays).toEqual([
      { employeeId: 7, date: '2026-10-05', paidSeconds: 27_000, penaltySeconds: null },
    ]);
    expect(figures.wageCost.totalCents).toBe(11_250);
    expect(figures.hours.rows[0]).toMatchObject({
      workedSeconds: 28_800,
      actualNetSeconds: 26_100,
    });
  });

  it('are written with their version and the current names, and read back the same', () => {
    const figures = {
      ...readKeptFigures(WRITTEN_IN_VERSION_1),
      paidDays: [{ employeeId: 7, date: '2026-10-05', paidSeconds: 27_000, penaltySeconds: 900 }],
      payCodes: {
        bands: [{ id: '3', name: 'Zondag', hoursCode: 'T50', percent: 50 }],
        days: [
          {
            employeeId: 7,
            date: '2026-10-04',
            bands: [{ bandId: '3', minutes: 60 }],
            leave: { vakantie: 0, bijzonder: 0, onbetaald: 0 },
            sickMinutes: 0,
          },
        ],
        surcharges: [
          {
            employeeId: 7,
            bands: [{ bandId: '3', minutes: 60, surchargeCents: 750 }],
            surchargeCents: 750,
          },
        ],
      },
    };
    const kept = keptFiguresOf(figures);
    expect(kept.version).toBe(4);
    expect(kept.payCodes.days[0]?.localDate).toBe('2026-10-04');
    expect(kept.paidDays).toEqual([
      { employeeId: 7, localDate: '2026-10-05', paidSeconds: 27_000, penaltySeconds: 900 },
    ]);
    expect(readKeptFigures(JSON.parse(JSON.stringify(kept)))).toEqual(figures);
  });

  it('refuse a shape no version describes, rather than misread it', () => {
    const renamedWithoutVersion = {
      ...WRITTEN_IN_VERSION_1,
      paidDays: [{ employeeId: 7, localDate: '2026-10-05', paidSeconds: 27_000 }],
    };
    expect(() => readKeptFigures(renamedWithoutVersion)).toThrow(/no stored version/);
    expect(() => readKeptFigures({ ...WRITTEN_IN_VERSION_1, version: 3 })).toThrow();
    expect(() => readKeptFigures({ ...WRITTEN_IN_VERSION_1, version: 4 })).toThrow();
    expect(() => readKeptFigures({ ...WRITTEN_IN_VERSION_1, version: 5 })).toThrow();
    expect(() =>
      readKeptFigures({ ...WRITTEN_IN_VERSION_1, wageCost: { rows: [], totalCents: '11250' } }),
    ).toThrow();
  });
});

describe('a kiosk answer kept with its key', () => {
  it('is read whether it was stored before answers carried a version or after', () => {
    const before = {
      message: 'Anna is ingeklokt om 09:02.',
      action: 'clockIn',
      firstName: 'Anna',
      time: '09:02',
      at: '2026-11-20T08:02:00.000Z',
      workedMinutes: null,
    };
    expect(upgradedClockAnswer(before)).toEqual({
      ...before,
      needsReview: false,
      reviewNote: null,
    });
    expect(
      upgradedClockAnswer({ ...before, version: 1, needsReview: true, reviewNote: 'Laat' }),
    ).toEqual({ ...before, needsReview: true, reviewNote: 'Laat' });
    // No stored version: handed on as it is, for the answer schema to refuse as unreadable.
    const sideways = { ...before, action: 'clockSideways' };
    expect(upgradedClockAnswer(sideways)).toBe(sideways);
  });
});

describe('the details of an audit entry', () => {
  it('are read with the schema of their version, the keys the screens act on typed', () => {
    const closing = { year: 2026, month: 10, closed: true, paidSeconds: 315_612 };
    expect(readAuditDetails(1, closing)).toEqual(closing);
    expect(readAuditDetails(1, { userName: 'planner', before: ['A'], after: ['B'] })).toEqual({
      userName: 'planner',
      before: ['A'],
      after: ['B'],
    });
    expect(readAuditDetails(1, null)).toBeNull();
  });

  it('refuse what their version does not describe, rather than show it wrongly', () => {
    expect(() => readAuditDetails(1, { year: 2026, month: 13 })).toThrow(/version 1/);
    expect(() => readAuditDetails(1, { userName: 42 })).toThrow();
    expect(() => readAuditDetails(2, { year: 2026, month: 10 })).toThrow(/version 2/);
  });
});

describe('through the API', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTestTenant(t.database.db, { roles: ['KLOKSYSTEEM'] });
    owner = authHeaders(await loginAs(t.app, tenant, 'EIGENAAR'), tenant.tenantId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a closed month's reports from a closing kept in the old shape", async () => {
    const anna = await createEmployee(t.database.db, tenant, { firstName: 'Anna', salary: 15 });
    await createTimeRecord(t.database.db, tenant, {
      employeeId: anna.id,
      clockInTime: new Date('2026-10-05T07:00:00Z'),
      approvalStatus: 'Approved',
    });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/months/close',
      headers: owner,
      payload: { companyId: tenant.companyId, year: 2026, month: 10 },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [stored] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ figures: monthClosings.figures })
        .from(monthClosings)
        .where(eq(monthClosings.companyId, tenant.companyId)),
    );
    expect(stored?.figures.version).toBe(4);
    const [entry] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ version: auditLog.detailsVersion, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.action, 'month.close')),
    );
    expect(entry?.version).toBe(1);
    const log = await t.app.inject({ method: 'GET', url: '/api/audit', headers: owner });
    expect(log.statusCode).toBe(200);
    expect(
      log.json().entries.find((e: { action: string }) => e.action === 'month.close')?.details,
    ).toEqual(entry?.details);

    // The same month as a server of November 2026 would have kept it, with other numbers so
    // that the answer can only have come from the kept row.
    const old = structuredClone(WRITTEN_IN_VERSION_1);
    for (const row of [...old.hours.rows, ...old.wageCost.rows, ...old.paidDays]) {
      row.employeeId = anna.id;
    }
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .update(monthClosings)
        .set({ figures: old })
        .where(
          and(
            eq(monthClosings.tenantId, tenant.tenantId),
            eq(monthClosings.companyId, tenant.companyId),
          ),
        ),
    );
    const query = `companyId=${tenant.companyId}&year=2026&month=10`;
    const payroll = await t.app.inject({
      method: 'GET',
      url: `/api/reports/payroll-export?${query}`,
      headers: owner,
    });
    expect(payroll.statusCode, payroll.body).toBe(200);
    expect(payroll.json().days).toEqual([
      expect.objectContaining({
        employeeId: anna.id,
        date: '2026-10-05',
        paidSeconds: 27_000,
        penaltySeconds: null,
        penaltyHours: null,
      }),
    ]);
    // The month's penalty comes from the hours rows it kept.
    expect(payroll.json().employees).toEqual([
      expect.objectContaining({ employeeId: anna.id, penaltySeconds: 900, penaltyHours: 0.25 }),
    ]);
    const wages = await t.app.inject({
      method: 'GET',
      url: `/api/reports/wage-cost?${query}`,
      headers: owner,
    });
    expect(wages.statusCode).toBe(200);
    expect(wages.json().totalExpense).toBe(112.5);
  });

  it('answers a resent tap with an answer kept before answers carried a version', async () => {
    const kiosk = authHeaders(await loginAs(t.app, tenant, 'KLOKSYSTEEM'), tenant.tenantId);
    const bram = await createEmployee(t.database.db, tenant, { phoneNumber: '0612121212' });
    const key = randomUUID();
    const tappedAt = '2026-11-21T09:00:00Z';
    const tap = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/time/clock',
        headers: kiosk,
        payload: { phoneNumber: '0612121212', tappedAt, idempotencyKey: key },
      });
    const first = await tap();
    expect(first.statusCode, first.body).toBe(200);
    // Rewritten as the kiosk call kept it before: no version, no needsReview, no reviewNote.
    const { message, action, firstName, time, at, workedMinutes } = first.json();
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .update(idempotencyKeys)
        .set({
          answer: {
            version: 1,
            status: 200,
            body: { message, action, firstName, time, at, workedMinutes },
          },
        })
        .where(sql`${idempotencyKeys.idempotencyKey} = ${key}`),
    );
    const again = await tap();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ ...first.json(), needsReview: false, reviewNote: null });
    expect(bram.firstName).toBe(firstName);
  });
});
