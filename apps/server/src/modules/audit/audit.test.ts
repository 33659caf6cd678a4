import { AUDIT_MESSAGES } from '@klokwerk/contract/audit';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, timeRecords } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCompany,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { updateApproval } from '../time/approval';

/** The tenant-wide log is for the owners; written out, not read from the table. */
const OWNERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS'];
const NOT_OWNERS: Role[] = [
  'HUMANRESOURCE',
  'ACCOUNTANT',
  'FLOORMANAGER',
  'ROOSTERMAKER',
  'MEDEWERKER',
  'KLOKSYSTEEM',
];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;
let anna: number;
let record: number;
let secondCompanyRecord: number;
let theirRecord: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...OWNERS, ...NOT_OWNERS] });
  other = await createTestTenant(db);
  for (const role of [...OWNERS, ...NOT_OWNERS]) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
  anna = (await createEmployee(db, tenant, { firstName: 'Anna', lastName: 'Smit' })).id;
  record = (await createTimeRecord(db, tenant, { employeeId: anna })).id;
  const second = await createCompany(db, tenant);
  const bram = (await createEmployee(db, tenant, { companyId: second })).id;
  secondCompanyRecord = (
    await createTimeRecord(db, tenant, { employeeId: bram, companyId: second })
  ).id;
  const theirs = (await createEmployee(db, other)).id;
  theirRecord = (await createTimeRecord(db, other, { employeeId: theirs })).id;
});
afterAll(() => t.close());

function get(role: Role, url: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

function decide(token: string, tenantId: string, recordId: number, approvalStatus: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/time/update-approval-status',
    headers: authHeaders(token, tenantId),
    payload: { recordId, approvalStatus, rejectionReason: 'Niet gewerkt' },
  });
}

async function entriesAbout(tenantOf: TestTenant, recordId: number) {
  return withTenant(t.database.db, tenantOf.tenantId, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'time_record'), eq(auditLog.entityId, recordId))),
  );
}

describe('an approval decision in the audit trail', () => {
  it('is written with who, when and the values before and after, and shown on the record', async () => {
    expect(
      (await decide(tokens.FLOORMANAGER ?? '', tenant.tenantId, record, 'Rejected')).statusCode,
    ).toBe(200);
    const history = await get('FLOORMANAGER', `/audit/time_record/${record}`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      entity: 'time_record',
      entityId: record,
      entries: [
        {
          auditId: expect.any(Number),
          // The database's clock at the commit, not one the application could set.
          at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          action: 'time.record.approval',
          entity: 'time_record',
          entityId: record,
          actor: {
            userId: tenant.users.FLOORMANAGER?.id,
            userName: 'floormanager',
            fullName: 'floormanager',
          },
          details: {
            before: { approvalStatus: 'Pending', rejectionReason: null, needsReview: false },
            after: {
              approvalStatus: 'Rejected',
              rejectionReason: 'Niet gewerkt',
              needsReview: false,
            },
          },
          // Whose registration and when, on the company's clock.
          subject: 'Anna Smit, 02-11-2026 09:00',
          // The details name no other object.
          names: {},
        },
      ],
    });
  });

  it('is gone with the change when the transaction fails after both were written', async () => {
    const other = (
      await createTimeRecord(t.database.db, tenant, {
        employeeId: anna,
        clockInTime: new Date('2026-11-05T08:00:00Z'),
      })
    ).id;
    const failed = withTenant(t.database.db, tenant.tenantId, async (tx) => {
      const ctx = contextAs(tenant, tx, 'EIGENAAR');
      await updateApproval(ctx, t.clock(), {
        recordId: other,
        approvalStatus: 'Approved',
        rejectionReason: null,
      });
      // Inside the transaction both are there…
      const written = await tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'time_record'), eq(auditLog.entityId, other)));
      expect(written).toHaveLength(1);
      // …and whatever goes wrong after them (the answer, the commit) takes both back.
      throw new Error('de verbinding viel weg');
    });
    await expect(failed).rejects.toThrow('de verbinding viel weg');
    const [stored] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ status: timeRecords.approvalStatus })
        .from(timeRecords)
        .where(eq(timeRecords.id, other)),
    );
    expect(stored).toEqual({ status: 'Pending' });
    expect(await entriesAbout(tenant, other)).toEqual([]);
  });

  it('is not written for a change that is refused', async () => {
    const response = await decide(tokens.EIGENAAR ?? '', tenant.tenantId, 987_654_321, 'Approved');
    expect(response.statusCode).toBe(404);
    expect(await entriesAbout(tenant, 987_654_321)).toEqual([]);
  });
});

describe('GET /api/audit (the tenant-wide log)', () => {
  beforeAll(async () => {
    const decided = await decide(
      tokens.EIGENAAR ?? '',
      tenant.tenantId,
      secondCompanyRecord,
      'Approved',
    );
    expect(decided.statusCode).toBe(200);
  });

  it.each(OWNERS)('answers %s the newest entries first, a page at a time', async (role) => {
    const first = await get(role, '/audit?limit=1');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.entries).toHaveLength(1);
    expect(page.nextBefore).toBe(page.entries[0].auditId);
    const next = (await get(role, `/audit?limit=1&before=${page.nextBefore}`)).json();
    expect(next.entries[0].auditId).toBeLessThan(page.nextBefore);
    const all = (await get(role, '/audit?limit=200')).json();
    expect(all.nextBefore).toBeNull();
    const ids = all.entries.map((e: { auditId: number }) => e.auditId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by person, kind of object and period', async () => {
    const floor = tenant.users.FLOORMANAGER?.id;
    const byFloor = (await get('EIGENAAR', `/audit?personId=${floor}`)).json();
    expect(byFloor.entries.map((e: { action: string }) => e.action)).toEqual([
      'time.record.approval',
    ]);
    const records = (await get('EIGENAAR', '/audit?entity=time_record')).json();
    expect(records.entries.every((e: { entity: string }) => e.entity === 'time_record')).toBe(true);
    expect(records.entries.length).toBeGreaterThan(0);
    // Entries carry the database's time (see above), so the period is taken around it.
    const now = Date.now();
    const around = (from: number, to: number) =>
      `/audit?entity=time_record&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
    expect((await get('EIGENAAR', around(now - 60_000, now + 60_000))).json().entries).toHaveLength(
      records.entries.length,
    );
    expect((await get('EIGENAAR', around(now + 60_000, now + 120_000))).json().entries).toEqual([]);
  });

  it('lists the people of the log for the person filter, and only those of the tenant', async () => {
    const answer = await get('EIGENAAR', '/audit/actors');
    expect(answer.statusCode).toBe(200);
    const ids = answer.json().actors.map((a: { userId: number }) => a.userId);
    expect(ids).toEqual(
      expect.arrayContaining([tenant.users.FLOORMANAGER?.id, tenant.users.EIGENAAR?.id]),
    );
    // Everyone listed has acted: a filter on each finds entries.
    for (const id of ids) {
      expect((await get('EIGENAAR', `/audit?personId=${id}&limit=1`)).json().entries).toHaveLength(
        1,
      );
    }
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/audit/actors',
      headers: authHeaders(otherOwner, other.tenantId),
    });
    expect(theirs.statusCode).toBe(200);
    for (const actor of theirs.json().actors) expect(ids).not.toContain(actor.userId);
    expect((await get('HUMANRESOURCE', '/audit/actors')).statusCode).toBe(403);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const cases = [
      ['/audit?entity=salaris', 'entity', AUDIT_MESSAGES.entity],
      ['/audit?limit=0', 'limit', AUDIT_MESSAGES.limit],
      ['/audit?from=2026-11-02T00:00:00&to=2026-11-01T00:00:00', 'to', AUDIT_MESSAGES.period],
    ];
    for (const [url, field, message] of cases) {
      const response = await get('EIGENAAR', url ?? '');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(response.json().error.message).toContain(message);
    }
  });

  it.each(NOT_OWNERS)('refuses %s with 403', async (role) => {
    expect((await get(role, '/audit')).statusCode).toBe(403);
  });

  it("never shows another tenant's entries, nor ours to them", async () => {
    expect((await decide(otherOwner, other.tenantId, theirRecord, 'Approved')).statusCode).toBe(
      200,
    );
    const ours = (await get('EIGENAAR', '/audit?limit=200')).json().entries;
    const aboutTheirRecord = (e: { entity: string; entityId: number }) =>
      e.entity === 'time_record' && e.entityId === theirRecord;
    expect(ours.some(aboutTheirRecord)).toBe(false);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/audit?limit=200',
      headers: authHeaders(otherOwner, other.tenantId),
    });
    // They see their own decision, and nothing of ours.
    expect(theirs.json().entries).toEqual([
      expect.objectContaining({ action: 'time.record.approval', entityId: theirRecord }),
    ]);
    // Their record's history is 404 to us, as if it did not exist.
    expect((await get('EINDBAAS', `/audit/time_record/${theirRecord}`)).statusCode).toBe(404);
  });
});

describe('GET /api/audit/{entity}/{entityId} (the history of one object)', () => {
  it("answers 404 for a record of a company out of the caller's reach", async () => {
    expect(
      (await get('FLOORMANAGER', `/audit/time_record/${secondCompanyRecord}`)).statusCode,
    ).toBe(404);
    expect((await get('EIGENAAR', `/audit/time_record/${secondCompanyRecord}`)).statusCode).toBe(
      200,
    );
  });

  it('answers 403 to a role that may not see that kind of object', async () => {
    expect((await get('ROOSTERMAKER', `/audit/time_record/${record}`)).statusCode).toBe(403);
    expect((await get('MEDEWERKER', `/audit/time_record/${record}`)).statusCode).toBe(403);
  });

  it("shows an employee's pay with values only to roles that may see wages", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: authHeaders(tokens.EIGENAAR ?? '', tenant.tenantId),
      payload: {
        companyId: tenant.companyId,
        firstName: 'Cor',
        lastName: 'Smit',
        email: `cor.${Date.now()}@example.test`,
        phoneNumber: '0633334444',
        salary: 16.5,
        payrollNumber: 'P-77',
      },
    });
    expect(created.statusCode).toBe(201);
    const url = `/audit/employee/${created.json().employeeId}`;
    const accountant = (await get('ACCOUNTANT', url)).json().entries;
    expect(accountant).toEqual([
      expect.objectContaining({
        action: 'employee.create',
        details: { salary: 16.5, hoursRating: 1, payrollNumber: 'P-77' },
      }),
    ]);
    // FLOORMANAGER sees the employee, not the wages: what happened and by whom only.
    const floor = (await get('FLOORMANAGER', url)).json().entries;
    expect(floor).toEqual([
      expect.objectContaining({
        action: 'employee.create',
        actor: expect.objectContaining({ userName: 'eigenaar' }),
        details: null,
      }),
    ]);
  });

  it('answers 404 for an object that does not exist, and 400 for an unknown kind', async () => {
    expect((await get('EIGENAAR', '/audit/time_record/987654321')).statusCode).toBe(404);
    const bad = await get('EIGENAAR', '/audit/salaris/1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION', field: 'entity' });
  });
});

/** The database's own message of a statement that fails (Drizzle wraps it in its own error). */
async function refusal(statement: () => Promise<unknown>): Promise<string> {
  try {
    await statement();
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  return 'geen fout';
}

describe('the audit log is append-only for the application', () => {
  it('refuses the app role an UPDATE or a DELETE of an entry, whatever the code would try', async () => {
    const [entry] = await entriesAbout(tenant, record);
    expect(entry).toBeDefined();
    const id = entry?.id ?? 0;
    expect(
      await refusal(() =>
        withTenant(t.database.db, tenant.tenantId, (tx) =>
          tx.update(auditLog).set({ action: 'vervalst' }).where(eq(auditLog.id, id)),
        ),
      ),
    ).toMatch(/permission denied for table audit_log/);
    expect(
      await refusal(() =>
        withTenant(t.database.db, tenant.tenantId, (tx) =>
          tx.delete(auditLog).where(eq(auditLog.id, id)),
        ),
      ),
    ).toMatch(/permission denied for table audit_log/);
    const [after] = await entriesAbout(tenant, record);
    expect(after?.action).toBe('time.record.approval');
  });
});
