import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { CONTROL_CHARACTER_MESSAGE } from '@klokwerk/contract/text';
import type { Role } from '@klokwerk/domain/roles';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCorrection,
  createEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * What an outside probe of every operation found on the request path: text that is no text,
 * values of the wrong type read as numbers, personal answers without Cache-Control, refusals
 * before a route in English, tokens that claim too much, an uncompressed OpenAPI document.
 */
const ROLES: Role[] = ['EIGENAAR', 'KLOKSYSTEEM', 'MEDEWERKER'];

let t: TestApp;
let tenant: TestTenant;
let owner: Record<string, string>;
let employeeId: number;
let correctionId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ROLES });
  owner = authHeaders(await loginAs(t.app, tenant, 'EIGENAAR'), tenant.tenantId);
  const employee = await createEmployee(t.database.db, tenant, { firstName: 'Anna' });
  employeeId = employee.id;
  correctionId = (
    await createCorrection(t.database.db, tenant, {
      employeeId,
      requestedTime: new Date('2026-11-02T17:00:00Z'),
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

/** A JSON body written by hand, so that a lone surrogate travels as the escape `\ud800`. */
function rawJson(value: unknown): string {
  // JSON.stringify writes a lone surrogate as its escape since ES2019.
  return JSON.stringify(value);
}

describe('a lone UTF-16 surrogate', () => {
  const LONE = 'a\ud800b';
  const cases: Array<{
    method: 'PUT' | 'POST';
    url: () => string;
    body: () => unknown;
    field: string;
  }> = [
    {
      method: 'PUT',
      url: () => '/api/time/update-approval-status',
      body: () => ({ recordId: 1, approvalStatus: 'Rejected', rejectionReason: LONE }),
      field: 'rejectionReason',
    },
    {
      method: 'PUT',
      url: () => `/api/corrections/reject/${correctionId}`,
      body: () => ({ rejectionReason: LONE }),
      field: 'rejectionReason',
    },
    {
      method: 'POST',
      url: () => '/api/months/reopen',
      body: () => ({ companyId: tenant.companyId, year: 2026, month: 10, reason: LONE }),
      field: 'reason',
    },
    {
      method: 'POST',
      url: () => '/api/users/generate-registration-links',
      body: () => ({
        userDTO: { email: 'nieuw@example.test', roles: ['MEDEWERKER'] },
        companyIdRequestDto: { companyId: tenant.companyId, firstName: LONE, lastName: 'Smit' },
      }),
      field: 'companyIdRequestDto.firstName',
    },
    {
      method: 'POST',
      url: () => '/api/categories',
      body: () => ({ companyId: tenant.companyId, name: LONE }),
      field: 'name',
    },
  ];

  it.each(cases)('is a Dutch 400 naming the field: $method $field', async (c) => {
    const response = await t.app.inject({
      method: c.method,
      url: c.url(),
      headers: { ...owner, 'content-type': 'application/json' },
      payload: rawJson(c.body()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: `Ongeldige invoer voor ${c.field}: ${CONTROL_CHARACTER_MESSAGE}`,
        field: c.field,
      },
    });
  });

  it('is refused in a public call too, before anything is stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: rawJson({
        companyName: `Surrogaat ${LONE}`,
        firstName: 'Sam',
        lastName: 'Smit',
        email: 'sam@example.test',
        userName: 'sam',
        password: 'Welkom123!',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('companyName');
  });
});

describe('values of the wrong type', () => {
  it('never close January for `month: true`', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/months/close',
      headers: owner,
      payload: { companyId: tenant.companyId, year: 2026, month: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'month' });
  });

  it.each(['0x1', '%201', '1%20', '1e0', '01', 'true', '-1', '1.0'])(
    'read no id from the path /employees/%s/bsn',
    async (raw) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/employees/${raw}/bsn`,
        headers: owner,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'employeeId' });
    },
  );

  it('read no id from a boolean or an array in a body', async () => {
    for (const companyId of [true, [tenant.companyId], { id: tenant.companyId }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: owner,
        payload: { companyId, name: 'Keuken' },
      });
      expect(response.statusCode, JSON.stringify(companyId)).toBe(400);
      expect(response.json().error.field).toBe('companyId');
    }
  });
});

describe('Cache-Control on personal answers', () => {
  it('is no-store on the BSN, the employee list and a refusal', async () => {
    for (const url of [
      `/api/employees/${employeeId}/bsn`,
      `/api/employees/company/${tenant.companyId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: owner });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: `/api/employees/${employeeId}/bsn` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is private, no-store on a CSV download', async () => {
    for (const url of [
      `/api/reports/hours?companyId=${tenant.companyId}&year=2026&month=10&format=csv`,
      `/api/reports/wage-cost?companyId=${tenant.companyId}&year=2026&month=10&format=csv`,
      `/api/reports/payroll-export?companyId=${tenant.companyId}&year=2026&month=10&format=csv`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: owner });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-disposition'], url).toMatch(/^attachment/);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});

describe('refusals before a route runs', () => {
  it('answer a 5,000-character path id with a Dutch 414 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/employees/${'1'.repeat(5000)}/bsn`,
      headers: owner,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: 'URI_TOO_LONG', message: 'Het adres van de aanvraag is te lang.' },
    });
  });

  it('answer a percent-encoding that is no text with a Dutch 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/employees/%ED%A0%80/bsn',
      headers: owner,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Het adres van de aanvraag bevat een ongeldige codering.',
    });
  });

  it('answer a body of another content type with a Dutch 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...owner, 'content-type': 'application/xml' },
      payload: '<category/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answer a 100 KB query string, which Node itself refuses, with a Dutch 431', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL(`/api/employees/company/1?x=${'a'.repeat(100_000)}`, address);
    const answer = await new Promise<{ status: number; body: string; type: string }>(
      (resolve, reject) => {
        const req = httpRequest(url, { headers: owner }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              type: String(res.headers['content-type']),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body).error.code).toBe('HEADERS_TOO_LARGE');
    expect(JSON.parse(answer.body).error.message).toMatch(/^De kopregels/);
  });
});

describe('tokens with a good signature', () => {
  async function forge(role: Role, iat: number, exp: number): Promise<string> {
    const user = tenant.users[role];
    if (!user) throw new Error(`no ${role}`);
    return new SignJWT({
      name: user.userName,
      firstName: null,
      email: `${user.userName}@example.test`,
      roles: [role],
      companyId: tenant.companyId,
      employeeId: null,
      userId: user.id,
      tenantId: tenant.tenantId,
      subscription: 'Klokwerk Pro Maandelijks',
      ver: 0,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.userName)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(t.config.jwtSecret);
  }
  const now = () => Math.floor(t.clock().getTime() / 1000);
  const HOUR = 3600;
  const statusWith = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/employees/company/${tenant.companyId}`,
        headers: authHeaders(token, tenant.tenantId),
      })
    ).statusCode;

  it('are accepted for the lifetime their role gets at sign-in', async () => {
    expect(await statusWith(await forge('EIGENAAR', now(), now() + 12 * HOUR))).toBe(200);
    expect(await statusWith(await forge('EIGENAAR', now() + 30, now() + 12 * HOUR))).toBe(200);
  });

  it('are refused when they live longer than that, or were issued in the future', async () => {
    expect(await statusWith(await forge('EIGENAAR', now(), now() + 100 * 365 * 24 * HOUR))).toBe(
      401,
    );
    expect(await statusWith(await forge('EIGENAAR', now(), now() + 12 * HOUR + 1))).toBe(401);
    expect(await statusWith(await forge('EIGENAAR', now() + 120, now() + 2 * HOUR))).toBe(401);
  });

  it('give the kiosk its 90 days and not a day more', async () => {
    const kiosk = async (days: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/corrections/all/email/nobody@example.test',
          headers: authHeaders(
            await forge('KLOKSYSTEEM', now(), now() + days * 24 * HOUR),
            tenant.tenantId,
          ),
        })
      ).statusCode;
    expect(await kiosk(90)).not.toBe(401);
    expect(await kiosk(91)).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('is compressed like every JSON answer over 3 KB', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(document.openapi).toMatch(/^3\./);
  });
});
