import type { Role } from '@klokwerk/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, registrationLinks } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  createCompany,
  createEmployee,
  createTestTenant,
  createUser,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { invitationBody, invite, inviteeEmail, linksIn, mailsTo } from '../../test/invitations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashLinkToken } from '../registration/link-token';

/** Written out by hand from docs/roles-and-policies.md ("Settings cards"). */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];
const REQUIRED = 'Vul alle verplichte velden in';
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MANAGERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  for (const role of [...MANAGERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function send(body: Record<string, unknown>, role: Role = 'EIGENAAR', as: TestTenant = tenant) {
  return invite(t.app, tokens[role] ?? '', as.tenantId, body);
}

async function linksOf(forTenant: TestTenant, email: string) {
  return withTenant(t.database.db, forTenant.tenantId, (tx) =>
    tx
      .select()
      .from(registrationLinks)
      .where(sql`lower(${registrationLinks.email}) = lower(${email})`),
  );
}

async function employeesWith(forTenant: TestTenant, email: string) {
  return withTenant(t.database.db, forTenant.tenantId, (tx) =>
    tx.select().from(employees).where(sql`lower(${employees.email}) = lower(${email})`),
  );
}

/** Nothing of an invitation exists: no employee, no link, no mail. */
async function expectNothingFor(forTenant: TestTenant, email: string) {
  expect(await employeesWith(forTenant, email)).toEqual([]);
  expect(await linksOf(forTenant, email)).toEqual([]);
  expect(await mailsTo(t.database.db, email)).toEqual([]);
}

describe('POST /api/users/generate-registration-links', () => {
  it('for a staff role creates the employee, two hashed 7-day links and the mail', async () => {
    const email = inviteeEmail();
    const body = invitationBody({ companyId: tenant.companyId, email, firstName: 'Sanne' });
    const response = await send(body);
    expect(response.statusCode).toBe(201);

    const [employee] = await employeesWith(tenant, email);
    expect(employee).toMatchObject({
      companyId: tenant.companyId,
      firstName: 'Sanne',
      lastName: 'de Vries',
      email,
      phoneNumber: null,
      dateOfBirth: null,
      address: null,
      archivedAt: null,
    });
    const expiresAt = new Date(t.clock().getTime() + 7 * DAY).toISOString();
    expect(response.json()).toEqual({
      email,
      companyId: tenant.companyId,
      roles: ['MEDEWERKER'],
      employeeId: employee?.id,
      expiresAt,
    });

    const [mail, ...more] = await mailsTo(t.database.db, email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('Uitnodiging voor Klokwerk');
    expect(mail?.text).toContain('Hallo Sanne,');
    expect(mail?.text).toContain('Stap 1');
    expect(mail?.text).toContain('Stap 2');
    expect(mail?.text).toContain('7 dagen, tot 28-11-2026 om 11:00');
    const links = linksIn(mail?.text ?? '');
    const profile = links['/register'];
    const account = links['/users/register'];
    expect(profile?.url.origin).toBe('http://localhost:3000');
    expect(profile?.tenant).toBe(tenant.tenantId);
    expect(account?.tenant).toBe(tenant.tenantId);
    expect(profile?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await linksOf(tenant, email);
    expect(rows.map((l) => l.kind).sort()).toEqual(['employee', 'user']);
    for (const row of rows) {
      expect(row).toMatchObject({
        companyId: tenant.companyId,
        employeeId: employee?.id,
        roles: ['MEDEWERKER'],
        usedAt: null,
        createdBy: tenant.users.EIGENAAR?.id,
      });
      expect(row.expiresAt.toISOString()).toBe(expiresAt);
      // Stored hashed: the token itself is nowhere in the table.
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const token = row.kind === 'employee' ? profile?.token : account?.token;
      expect(row.tokenHash).toBe(hashLinkToken(token ?? ''));
    }
  });

  it.each(['ROOSTERMAKER', 'HUMANRESOURCE'])(
    'treats %s as staff, with an employee record',
    async (role) => {
      const email = inviteeEmail();
      const response = await send(
        invitationBody({ companyId: tenant.companyId, email, roles: [role] }),
      );
      expect(response.statusCode).toBe(201);
      expect(await employeesWith(tenant, email)).toHaveLength(1);
      expect((await linksOf(tenant, email)).map((l) => l.kind).sort()).toEqual([
        'employee',
        'user',
      ]);
    },
  );

  it.each(['EIGENAAR', 'ACCOUNTANT', 'KLOKSYSTEEM'])(
    'for %s creates only the account link, without an employee',
    async (role) => {
      const email = inviteeEmail();
      const response = await send(
        invitationBody({ companyId: tenant.companyId, email, roles: [role] }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ roles: [role], employeeId: null });
      expect(await employeesWith(tenant, email)).toEqual([]);
      const rows = await linksOf(tenant, email);
      expect(rows.map((l) => l.kind)).toEqual(['user']);
      const [mail] = await mailsTo(t.database.db, email);
      expect(Object.keys(linksIn(mail?.text ?? ''))).toEqual(['/users/register']);
      expect(mail?.text).toContain('De link werkt 7 dagen');
    },
  );

  it('reuses an employee of the company that has no account yet', async () => {
    const existing = await createEmployee(t.database.db, tenant, { email: inviteeEmail() });
    const response = await send(
      invitationBody({ companyId: tenant.companyId, email: existing.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().employeeId).toBe(existing.id);
    expect(await employeesWith(tenant, existing.email)).toHaveLength(1);
  });

  it('makes earlier unused links to the address stop working', async () => {
    const email = inviteeEmail();
    const body = invitationBody({ companyId: tenant.companyId, email });
    expect((await send(body)).statusCode).toBe(201);
    const [first] = await mailsTo(t.database.db, email);
    expect((await send(body)).statusCode).toBe(201);
    const rows = await linksOf(tenant, email);
    expect(rows).toHaveLength(2);
    const oldHash = hashLinkToken(linksIn(first?.text ?? '')['/users/register']?.token ?? '');
    expect(rows.map((r) => r.tokenHash)).not.toContain(oldHash);
    expect(await employeesWith(tenant, email)).toHaveLength(1);
  });

  it.each(MANAGERS)('lets %s invite', async (role) => {
    const response = await send(invitationBody({ companyId: tenant.companyId }), role);
    expect(response.statusCode).toBe(201);
  });

  it.each(REFUSED)('refuses %s with 403 and creates nothing', async (role) => {
    const email = inviteeEmail();
    const response = await send(invitationBody({ companyId: tenant.companyId, email }), role);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    await expectNothingFor(tenant, email);
  });

  it("names the missing field with the specification's messages", async () => {
    const cases: Array<[Parameters<typeof invitationBody>[0], string, string]> = [
      [{ companyId: null }, 'companyIdRequestDto.companyId', 'Selecteer eerst een bedrijf'],
      [{ companyId: '' }, 'companyIdRequestDto.companyId', 'Selecteer eerst een bedrijf'],
      [{ companyId: tenant.companyId, firstName: '' }, 'companyIdRequestDto.firstName', REQUIRED],
      [{ companyId: tenant.companyId, lastName: '  ' }, 'companyIdRequestDto.lastName', REQUIRED],
      [{ companyId: tenant.companyId, email: '' }, 'userDTO.email', REQUIRED],
      [{ companyId: tenant.companyId, roles: [] }, 'userDTO.roles', REQUIRED],
      [{ companyId: tenant.companyId, roles: [''] }, 'userDTO.roles', REQUIRED],
      [
        { companyId: tenant.companyId, email: 'geen-adres' },
        'userDTO.email',
        'Ongeldig e-mailadres',
      ],
      [{ companyId: tenant.companyId, roles: ['KONING'] }, 'userDTO.roles', 'Onbekende rol'],
    ];
    for (const [values, field, message] of cases) {
      const response = await send(invitationBody(values));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.field).toBe(field);
      expect(response.json().error.message).toContain(message);
    }
    // An empty form: the company first, as the screen says it.
    const empty = await send(
      invitationBody({ companyId: null, email: '', firstName: '', lastName: '', roles: [] }),
    );
    expect(empty.json().error.message).toContain('Selecteer eerst een bedrijf');
  });

  it('refuses a role the caller may not give, with 403 naming the role field', async () => {
    const cases: Array<[Role, string]> = [
      ['HUMANRESOURCE', 'EIGENAAR'],
      ['EIGENAAR', 'BAAS'],
      ['EIGENAAR', 'EINDBAAS'],
      ['EINDBAAS', 'FLOORMANAGER'],
    ];
    for (const [actor, role] of cases) {
      const email = inviteeEmail();
      const response = await send(
        invitationBody({ companyId: tenant.companyId, email, roles: [role] }),
        actor,
      );
      expect(response.statusCode, `${actor} → ${role}`).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'FORBIDDEN', field: 'userDTO.roles' });
      await expectNothingFor(tenant, email);
    }
  });

  it("answers 404 for another tenant's company, an unknown one and an archived one", async () => {
    const archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    for (const companyId of [other.companyId, 987_654_321, archived]) {
      const email = inviteeEmail();
      const response = await send(invitationBody({ companyId, email }), 'EINDBAAS');
      expect(response.statusCode).toBe(404);
      await expectNothingFor(tenant, email);
      await expectNothingFor(other, email);
    }
  });

  it('lets a tenant-wide role invite for another company of the tenant', async () => {
    const second = await createCompany(t.database.db, tenant);
    const email = inviteeEmail();
    const response = await send(invitationBody({ companyId: second, email }), 'HUMANRESOURCE');
    expect(response.statusCode).toBe(201);
    expect((await employeesWith(tenant, email))[0]?.companyId).toBe(second);
  });

  it('refuses an address an account of the tenant already has (EMAIL_IN_USE)', async () => {
    const user = await createUser(t.database.db, tenant, { email: inviteeEmail() });
    const email = (user.email ?? '').toUpperCase();
    const response = await send(invitationBody({ companyId: tenant.companyId, email }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'Dit e-mailadres is al in gebruik.',
      field: 'userDTO.email',
    });
    expect(await employeesWith(tenant, email)).toEqual([]);
  });

  it("accepts an address another tenant's account has", async () => {
    const user = await createUser(t.database.db, other, { email: inviteeEmail() });
    const response = await send(
      invitationBody({ companyId: tenant.companyId, email: user.email ?? '' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses an address of an employee elsewhere, archived, or with an account', async () => {
    const db = t.database.db;
    const second = await createCompany(db, tenant);
    const elsewhere = await createEmployee(db, { ...tenant, companyId: second });
    const archived = await createEmployee(db, tenant, { archivedAt: new Date() });
    const withAccount = await createEmployee(db, tenant);
    await createUser(db, tenant, { email: inviteeEmail(), employeeId: withAccount.id });
    const cases: Array<[string, string]> = [
      [
        elsewhere.email,
        'Dit e-mailadres is al in gebruik bij een medewerker van een ander bedrijf.',
      ],
      [archived.email, 'Dit e-mailadres is al in gebruik bij een gearchiveerde medewerker.'],
      [withAccount.email, 'Deze medewerker heeft al een account.'],
    ];
    for (const [email, message] of cases) {
      const response = await send(invitationBody({ companyId: tenant.companyId, email }));
      expect(response.statusCode, email).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'EMAIL_IN_USE', message });
      expect(await linksOf(tenant, email)).toEqual([]);
    }
  });
});

describe("the plan's employee limit", () => {
  it.each(['Proefperiode', 'HorecaMasters Basic'])(
    'on "%s" refuses the 26th employee with the specification\'s text',
    async (plan) => {
      const db = t.database.db;
      const small = await createTestTenant(db, { plan });
      const owner = await loginAs(t.app, small, 'EIGENAAR');
      for (let i = 0; i < 24; i++) await createEmployee(db, small);
      // Archived employees do not count.
      await createEmployee(db, small, { archivedAt: new Date() });

      const last = invitationBody({ companyId: small.companyId });
      expect((await invite(t.app, owner, small.tenantId, last)).statusCode).toBe(201);

      const email = inviteeEmail();
      const response = await invite(
        t.app,
        owner,
        small.tenantId,
        invitationBody({ companyId: small.companyId, email }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'EMPLOYEE_LIMIT',
          message: 'Employee limit exceeded. Current: 25, Allowed: 25',
        },
      });
      await expectNothingFor(small, email);

      // An account without an employee record still fits.
      const accountant = await invite(
        t.app,
        owner,
        small.tenantId,
        invitationBody({ companyId: small.companyId, roles: ['ACCOUNTANT'] }),
      );
      expect(accountant.statusCode).toBe(201);
      const [count] = await withTenant(db, small.tenantId, (tx) =>
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(employees)
          .where(and(eq(employees.tenantId, small.tenantId), sql`${employees.archivedAt} is null`)),
      );
      expect(count?.n).toBe(25);
    },
  );

  it('has no limit on "Klokwerk Pro Maandelijks"', async () => {
    const db = t.database.db;
    const big = await createTestTenant(db);
    for (let i = 0; i < 26; i++) await createEmployee(db, big);
    const owner = await loginAs(t.app, big, 'EIGENAAR');
    const response = await invite(
      t.app,
      owner,
      big.tenantId,
      invitationBody({ companyId: big.companyId }),
    );
    expect(response.statusCode).toBe(201);
  });
});
