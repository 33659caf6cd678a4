import type { Role } from '@klokwerk/domain/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, timeRecords } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { NOT_REVIEWERS as REFUSED, REVIEWERS } from '../../test/review-roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let secondCompany: number;
const tokens: Partial<Record<Role, string>> = {};
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...REVIEWERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  secondCompany = await createCompany(t.database.db, tenant, { companyName: 'Aan de Haven' });
  t.clock.set(new Date('2026-11-23T08:00:00Z'));
  for (const role of [...REVIEWERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  otherToken = await loginAs(t.app, other, 'EIGENAAR');
});
afterAll(() => t.close());

function put(role: Role, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/time/approvals',
    headers: { ...authHeaders(tokens[role] ?? '', tenant.tenantId), ...headers },
    payload,
  });
}

/** Three closed Pending registrations of a new employee on 2–4 November. */
async function threeDays(companyId = tenant.companyId): Promise<number[]> {
  const employee = await createEmployee(t.database.db, tenant, { companyId });
  const ids: number[] = [];
  for (const day of ['02', '03', '04']) {
    const record = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      companyId,
      clockInTime: new Date(`2026-11-${day}T08:00:00Z`),
    });
    ids.push(record.id);
  }
  return ids;
}

async function statuses(ids: number[]) {
  const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ id: timeRecords.id, status: timeRecords.approvalStatus })
      .from(timeRecords)
      .where(and(eq(timeRecords.tenantId, tenant.tenantId), inArray(timeRecords.id, ids)))
      .orderBy(timeRecords.id),
  );
  return rows.map((row) => row.status);
}

async function approvalEntries(ids: number[]) {
  const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'time.record.approval'), inArray(auditLog.entityId, ids))),
  );
  return rows.map((row) => row.entityId).sort((a, b) => (a ?? 0) - (b ?? 0));
}

describe('PUT /api/time/approvals', () => {
  it('approves every named registration, audits each, and lists what changed', async () => {
    const ids = await threeDays();
    const response = await put('EIGENAAR', { recordIds: ids, approvalStatus: 'Approved' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.approvalStatus).toBe('Approved');
    expect(answer.changed.map((r: { recordId: number }) => r.recordId)).toEqual(ids);
    expect(answer.changed[0]).toMatchObject({ approvalStatus: 'Approved' });
    expect(answer.unchangedIds).toEqual([]);
    expect(await statuses(ids)).toEqual(['Approved', 'Approved', 'Approved']);
    expect(await approvalEntries(ids)).toEqual(ids);

    // Again: nothing changes, nothing more in the audit log.
    const again = await put('EIGENAAR', { recordIds: ids, approvalStatus: 'Approved' });
    expect(again.json()).toMatchObject({ changed: [], unchangedIds: ids });
    expect(await approvalEntries(ids)).toEqual(ids);
  });

  it('rejects with the reason kept on each', async () => {
    const ids = await threeDays();
    const response = await put('BAAS', {
      recordIds: ids,
      approvalStatus: 'Rejected',
      rejectionReason: 'Dubbel geregistreerd',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().changed[2]).toMatchObject({
      approvalStatus: 'Rejected',
      rejectionReason: 'Dubbel geregistreerd',
    });
  });

  it('changes none when one has no clock-out, naming whose and which (409)', async () => {
    const ids = await threeDays();
    const employee = await createEmployee(t.database.db, tenant, {
      firstName: 'Lotte',
      lastName: 'Visser',
    });
    const open = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-11-05T08:00:00Z'),
      clockOutTime: null,
    });
    const response = await put('EIGENAAR', {
      recordIds: [...ids, open.id],
      approvalStatus: 'Approved',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(
      /^Lotte Visser, 05-11-2026 09:00: Deze registratie heeft nog geen uitkloktijd/,
    );
    expect(await statuses(ids)).toEqual(['Pending', 'Pending', 'Pending']);
    expect(await approvalEntries(ids)).toEqual([]);
  });

  it('changes none when one lies in a closed month (409)', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const october = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-10-20T08:00:00Z'),
      approvalStatus: 'Rejected',
    });
    const november = (await threeDays())[0] ?? 0;
    // The month may be closed only when nothing in it waits; this tenant's October is decided.
    const close = await t.app.inject({
      method: 'POST',
      url: '/api/months/close',
      headers: authHeaders(tokens.EIGENAAR ?? '', tenant.tenantId),
      payload: { companyId: tenant.companyId, year: 2026, month: 10 },
    });
    expect(close.statusCode).toBe(200);
    const response = await put('EIGENAAR', {
      recordIds: [november, october.id],
      approvalStatus: 'Approved',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('afgesloten');
    expect(await statuses([november, october.id])).toEqual(['Rejected', 'Pending']);
  });

  it("refuses another tenant's ids without effect (404)", async () => {
    const ids = await threeDays();
    const theirEmployee = await createEmployee(t.database.db, other);
    const theirs = await createTimeRecord(t.database.db, other, {
      employeeId: theirEmployee.id,
      clockInTime: new Date('2026-11-02T08:00:00Z'),
    });
    const response = await put('EIGENAAR', {
      recordIds: [...ids, theirs.id],
      approvalStatus: 'Approved',
    });
    expect(response.statusCode).toBe(404);
    expect(await statuses(ids)).toEqual(['Pending', 'Pending', 'Pending']);
    // Their owner, asking for our ids, gets the same.
    const reverse = await t.app.inject({
      method: 'PUT',
      url: '/api/time/approvals',
      headers: authHeaders(otherToken, other.tenantId),
      payload: { recordIds: ids, approvalStatus: 'Approved' },
    });
    expect(reverse.statusCode).toBe(404);
    expect(await statuses(ids)).toEqual(['Pending', 'Pending', 'Pending']);
  });

  it('admits the reviewers only; a floor manager only for their own company', async () => {
    for (const role of REFUSED) {
      const ids = await threeDays();
      const response = await put(role, { recordIds: ids, approvalStatus: 'Approved' });
      expect(response.statusCode, role).toBe(403);
      expect(await statuses(ids)).toEqual(['Pending', 'Pending', 'Pending']);
    }
    for (const role of REVIEWERS) {
      const ids = await threeDays();
      expect((await put(role, { recordIds: ids, approvalStatus: 'Approved' })).statusCode).toBe(
        200,
      );
    }
    const elsewhere = await threeDays(secondCompany);
    const response = await put('FLOORMANAGER', {
      recordIds: elsewhere,
      approvalStatus: 'Approved',
    });
    expect(response.statusCode).toBe(404);
    expect(await statuses(elsewhere)).toEqual(['Pending', 'Pending', 'Pending']);
  });

  it('answers a resend with the same Idempotency-Key with the first answer', async () => {
    const ids = await threeDays();
    const key = { 'idempotency-key': `bulk-${ids[0]}-abcdefghijklmnop` };
    const first = await put('EIGENAAR', { recordIds: ids, approvalStatus: 'Approved' }, key);
    const second = await put('EIGENAAR', { recordIds: ids, approvalStatus: 'Approved' }, key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(second.json().changed).toHaveLength(3);
  });

  it('refuses an empty or malformed list in Dutch (400), changing nothing', async () => {
    const empty = await put('EIGENAAR', { recordIds: [], approvalStatus: 'Approved' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      message: expect.stringContaining('Kies één of meer registraties.'),
      field: 'recordIds',
    });
    const pending = await put('EIGENAAR', { recordIds: [1], approvalStatus: 'Pending' });
    expect(pending.statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    const tooMany = await put('EIGENAAR', { recordIds: many, approvalStatus: 'Approved' });
    expect(tooMany.json().error.message).toContain('Kies hoogstens 500 registraties tegelijk.');
  });
});

/** Marks a registration for review as a late kiosk tap does. */
async function mark(recordId: number, reviewNote: string): Promise<void> {
  await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .update(timeRecords)
      .set({ needsReview: true, reviewNote })
      .where(and(eq(timeRecords.tenantId, tenant.tenantId), eq(timeRecords.id, recordId))),
  );
}

describe('PUT /api/time/approvals: registrations marked for review', () => {
  it('changes none when a marked one is not named in reviewedIds, naming it (409)', async () => {
    const ids = await threeDays();
    const marked = ids[1] ?? 0;
    await mark(marked, 'Tik van 03-11-2026 09:00 pas ontvangen op 04-11-2026 08:00.');
    for (const approvalStatus of ['Approved', 'Rejected']) {
      const response = await put('EIGENAAR', { recordIds: ids, approvalStatus });
      expect(response.statusCode, approvalStatus).toBe(409);
      expect(response.json().error).toMatchObject({
        field: 'recordIds',
        message: expect.stringMatching(/, 03-11-2026 09:00: Deze registratie is gemarkeerd/),
      });
    }
    expect(await statuses(ids)).toEqual(['Pending', 'Pending', 'Pending']);
    expect(await approvalEntries(ids)).toEqual([]);
  });

  it('decides a marked one named in reviewedIds too, clearing its mark and keeping its note', async () => {
    const ids = await threeDays();
    const marked = ids[0] ?? 0;
    await mark(marked, 'Tik te laat ontvangen.');
    const response = await put('EIGENAAR', {
      recordIds: ids,
      reviewedIds: [marked],
      approvalStatus: 'Approved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().changed[0]).toMatchObject({
      recordId: marked,
      approvalStatus: 'Approved',
      needsReview: false,
      reviewNote: 'Tik te laat ontvangen.',
    });
    expect(await statuses(ids)).toEqual(['Approved', 'Approved', 'Approved']);
  });
});
