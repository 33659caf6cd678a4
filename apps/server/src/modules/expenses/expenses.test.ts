import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, expenses } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { scriptMonth } from '../../test/scripted-month';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand (docs/roles-and-policies.md#money-and-personal-data): wage-cost reports and saving them are the money roles'. */
const MONEY: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];
const REFUSED: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER', 'KLOKSYSTEEM'];

/** March 2025 of the scripted month with Daan's 20th still Pending (reports.test.ts): €734.13. */
const TOTAL = 734.13;
/** How a browser in Amsterdam writes March (dayjs startOf/endOf month, toISOString). */
const MARCH = { startDate: '2025-02-28T23:00:00.000Z', endDate: '2025-03-31T21:59:59.999Z' };

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MONEY, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  await scriptMonth(t.database.db, tenant);
  for (const role of [...MONEY, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function save(role: Role, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/expenses/calculate',
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    payload,
  });
}

const stored = () =>
  withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx.select().from(expenses).where(eq(expenses.tenantId, tenant.tenantId)),
  );

describe('POST /api/expenses/calculate', () => {
  it('stores the total the server computes itself, with the month in the company zone', async () => {
    const before = (await stored()).length;
    const response = await save('ACCOUNTANT', {
      companyId: tenant.companyId,
      totalExpense: TOTAL,
      ...MARCH,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      expenseId: expect.any(Number),
      companyId: tenant.companyId,
      year: 2025,
      month: 3,
      totalExpense: TOTAL,
      startDate: '2025-02-28T23:00:00.000Z',
      endDate: '2025-03-31T22:00:00.000Z',
    });
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.id === body.expenseId)).toMatchObject({
      companyId: tenant.companyId,
      totalExpenseCents: 73413,
      startDate: new Date('2025-02-28T23:00:00Z'),
      endDate: new Date('2025-03-31T22:00:00Z'),
      createdBy: tenant.users.ACCOUNTANT?.id,
    });
    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, body.expenseId)),
    );
    expect(audit.map((a) => a.action)).toEqual(['expense.save']);
  });

  it('reads the month the same when the browser writes it in UTC or up to the next month', async () => {
    for (const period of [
      { startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31T23:59:59.999Z' },
      { startDate: '2025-03-01T00:00:00', endDate: '2025-04-01T00:00:00' },
    ]) {
      const response = await save('EIGENAAR', {
        companyId: tenant.companyId,
        totalExpense: TOTAL,
        ...period,
      });
      expect(response.statusCode, period.startDate).toBe(201);
      expect(response.json()).toMatchObject({ year: 2025, month: 3 });
    }
  });

  it('accepts a total within half a cent of its own, and stores its own', async () => {
    const response = await save('EIGENAAR', {
      companyId: tenant.companyId,
      totalExpense: 734.134,
      ...MARCH,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().totalExpense).toBe(TOTAL);
  });

  it.each([734.12, 734.136, 0, 7341.3])(
    'refuses a total of %d (400 naming totalExpense), storing nothing',
    async (total) => {
      const before = (await stored()).length;
      const response = await save('EIGENAAR', {
        companyId: tenant.companyId,
        totalExpense: total,
        ...MARCH,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'totalExpense' });
      expect(response.json().error.message).toContain('Ongeldige invoer voor totalExpense');
      expect(response.json().error.message).toContain('(€ 734,13)');
      expect(await stored()).toHaveLength(before);
    },
  );

  it('names both totals in Dutch', async () => {
    const response = await save('EIGENAAR', {
      companyId: tenant.companyId,
      totalExpense: 734.12,
      ...MARCH,
    });
    expect(response.json().error.message).toBe(
      'Ongeldige invoer voor totalExpense: het totaal (€ 734,12) wijkt af van de loonkosten die de server voor maart 2025 berekent (€ 734,13). Bereken de kosten opnieuw en sla dan op.',
    );
  });

  it.each([
    [{ totalExpense: -1 }, 'totalExpense', 'Vul het totaal in: een bedrag in euro, niet negatief.'],
    [
      { totalExpense: '734,13' },
      'totalExpense',
      'Vul het totaal in: een bedrag in euro, niet negatief.',
    ],
    [{ companyId: '' }, 'companyId', 'Selecteer eerst een bedrijf'],
    [{ startDate: '' }, 'startDate', 'Vul het begin van de periode in.'],
    [{ endDate: 'maart' }, 'endDate', 'Ongeldige datum en tijd (jjjj-mm-ddTuu:mm).'],
    [
      { endDate: '2025-02-28T23:00:00.000Z' },
      'endDate',
      'De periode moet één kalendermaand beslaan: het einde na het begin, hoogstens 32 dagen later.',
    ],
    [
      { endDate: '2025-04-30T22:00:00.000Z' },
      'endDate',
      'De periode moet één kalendermaand beslaan: het einde na het begin, hoogstens 32 dagen later.',
    ],
  ])('refuses %j with 400 naming %s', async (change, field, message) => {
    const response = await save('EIGENAAR', {
      companyId: tenant.companyId,
      totalExpense: TOTAL,
      ...MARCH,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
  });

  it.each(MONEY)('lets %s save', async (role) => {
    const response = await save(role, {
      companyId: tenant.companyId,
      totalExpense: TOTAL,
      ...MARCH,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await save(role, {
      companyId: tenant.companyId,
      totalExpense: TOTAL,
      ...MARCH,
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another tenant's and an archived company, storing nothing", async () => {
    const archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    const before = (await stored()).length;
    for (const companyId of [other.companyId, archived]) {
      const response = await save('EINDBAAS', { companyId, totalExpense: 0, ...MARCH });
      expect(response.statusCode).toBe(404);
    }
    expect(await stored()).toHaveLength(before);
    const theirs = await withTenant(t.database.db, other.tenantId, (tx) =>
      tx.select().from(expenses).where(eq(expenses.tenantId, other.tenantId)),
    );
    expect(theirs).toEqual([]);
  });
});
