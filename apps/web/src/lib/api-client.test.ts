import { defineCall } from '@klokwerk/contract/call';
import { type EmployeeListItem, employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { healthCall } from '@klokwerk/contract/health';
import { loginCall } from '@klokwerk/contract/login';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, type Mock, vi } from 'vitest';
import { z } from 'zod';
import { answer, csvFile } from '../test/fake-api';
import { makeToken, sessionToken, signInWith } from '../test/tokens';
import {
  ApiError,
  callApi,
  downloadApi,
  fileNameOf,
  GENERIC_ERROR_MESSAGE,
  setUnauthorizedHandler,
  UNREACHABLE_MESSAGE,
} from './api-client';
import { saveSignIn } from './auth-storage';

/** A made-up call with every part: a path parameter, a query and a body. */
const reportCall = defineCall({
  method: 'PUT',
  path: '/reports/:companyId/hours',
  summary: 'test',
  tags: [],
  params: z.object({ companyId: z.number() }),
  query: z.object({ year: z.number(), month: z.number().optional(), format: z.string() }),
  body: z.object({ note: z.string() }),
  status: 200,
  response: z.object({ saved: z.boolean() }),
  errors: [],
});

const LOGIN_BODY = { tenantId: 'demohoreca', userName: 'eigenaar', password: 'Welkom123!' };
const employees = (companyId = 1) => callApi(employeesOfCompanyCall, { params: { companyId } });

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;

function sentHeaders(call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(null);
  sessionStorage.clear();
  localStorage.clear();
});

describe('requests', () => {
  it('takes method and path from the contract and sends the body as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: 't' }));
    await expect(callApi(loginCall, { body: LOGIN_BODY })).resolves.toEqual({ token: 't' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(LOGIN_BODY);
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('fills in and escapes path parameters, and sends no body on a GET', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await callApi(employeesOfCompanyCall, { params: { companyId: '7/x' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/employees/company/7%2Fx');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(sentHeaders()['Content-Type']).toBeUndefined();
  });

  it('adds the query string, leaving out what is not set', async () => {
    fetchMock.mockResolvedValue(answer(200, { saved: true }));
    const saved = await callApi(reportCall, {
      params: { companyId: 3 },
      query: { year: 2025, month: undefined, format: 'csv & meer' },
      body: { note: 'x' },
    });
    expect(saved.saved).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/reports/3/hours?year=2025&format=csv+%26+meer');
    expect(init?.method).toBe('PUT');
  });

  it('takes its argument and answer types from the contract (checked by tsc)', () => {
    expectTypeOf(employees).returns.resolves.toEqualTypeOf<EmployeeListItem[]>();
    expectTypeOf(callApi<typeof loginCall>).returns.resolves.toEqualTypeOf<{ token: string }>();
    // Never run: tsc refuses each of these calls.
    const mistakes = () => [
      // @ts-expect-error the list call needs the company's id
      callApi(employeesOfCompanyCall, {}),
      // @ts-expect-error an id is a number or a numeric string, nothing else
      callApi(employeesOfCompanyCall, { params: { companyId: { id: 1 } } }),
      // @ts-expect-error the sign-in call has no path parameters
      callApi(loginCall, { body: LOGIN_BODY, params: { id: 1 } }),
      // @ts-expect-error the sign-in body needs a password
      callApi(loginCall, { body: { tenantId: 'a', userName: 'b' } }),
    ];
    expectTypeOf(mistakes).toBeFunction();
  });

  it('answers undefined for an empty body', async () => {
    fetchMock.mockResolvedValue(answer(204, undefined));
    await expect(callApi(healthCall, {})).resolves.toBeUndefined();
  });
});

describe('headers', () => {
  it('sends no token and, on localhost, no tenant when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await callApi(healthCall, {});
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['X-Tenant-ID']).toBeUndefined();
  });

  it('adds the bearer token and the stored tenant', async () => {
    const token = signInWith();
    fetchMock.mockResolvedValue(answer(200, []));
    await employees();
    expect(sentHeaders().Authorization).toBe(`Bearer ${token}`);
    expect(sentHeaders()['X-Tenant-ID']).toBe('demohoreca');
  });

  it('reads a remembered sign-in from localStorage', async () => {
    const token = signInWith({ tenantId: 'cafedekroon' }, { remember: true });
    fetchMock.mockResolvedValue(answer(200, []));
    await employees();
    expect(sentHeaders().Authorization).toBe(`Bearer ${token}`);
    expect(sentHeaders()['X-Tenant-ID']).toBe('cafedekroon');
  });

  it('does not send an expired token', async () => {
    const expired = makeToken({ exp: Math.floor(Date.now() / 1000) - 60 });
    saveSignIn({ token: expired, tenantId: 'demohoreca', subscription: null, role: null }, false);
    fetchMock.mockResolvedValue(answer(200, []));
    await employees();
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('lets the caller set headers and skip the token', async () => {
    saveSignIn({ token: sessionToken(), tenantId: 'old', subscription: null, role: null }, false);
    fetchMock.mockResolvedValue(answer(200, { token: 't' }));
    await callApi(
      loginCall,
      { body: LOGIN_BODY },
      { auth: false, headers: { 'X-Tenant-ID': 'demohoreca' } },
    );
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['X-Tenant-ID']).toBe('demohoreca');
  });
});

describe('errors', () => {
  it('maps the error body to an ApiError', async () => {
    fetchMock.mockResolvedValue(
      answer(409, {
        error: {
          code: 'EMAIL_IN_USE',
          message: 'Dit e-mailadres is al in gebruik.',
          field: 'email',
        },
      }),
    );
    const error = await callApi(reportCall, {
      params: { companyId: 3 },
      query: { year: 2025, format: 'csv' },
      body: { note: 'x' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_IN_USE',
      message: 'Dit e-mailadres is al in gebruik.',
      field: 'email',
    });
  });

  it('falls back to a Dutch message when the body says nothing useful', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(employees()).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('reports a network failure as an unreachable server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(employees()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: UNREACHABLE_MESSAGE,
    });
  });

  it('gives up after 15 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const result = employees().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: UNREACHABLE_MESSAGE,
    });
  });

  it('rethrows the abort when the caller cancels', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const result = callApi(
      employeesOfCompanyCall,
      { params: { companyId: 1 } },
      { signal: controller.signal },
    ).catch((e: unknown) => e);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
  });
});

describe('401 on an authenticated call', () => {
  it('clears the sign-in and calls the registered handler', async () => {
    saveSignIn(
      { token: sessionToken(), tenantId: 'demohoreca', subscription: 'x', role: 'X' },
      true,
    );
    localStorage.setItem('klokwerk.cookieConsent', 'kept');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(
      answer(401, { error: { code: 'TOKEN_INVALID', message: 'Log opnieuw in.' } }),
    );

    await expect(employees()).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userRole')).toBeNull();
    expect(localStorage.getItem('klokwerk.cookieConsent')).toBe('kept');
  });

  it('leaves a public call alone (a wrong password is no lost session)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(answer(401, { error: { code: 'LOGIN_FAILED', message: 'x' } }));
    await expect(callApi(loginCall, { body: LOGIN_BODY }, { auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  it('answers the file and the name the server gave it, with the same token and tenant', async () => {
    const token = signInWith();
    fetchMock.mockResolvedValue(csvFile('\uFEFFa;b\r\n', 'employee_hours_2026_03.csv'));
    const file = await downloadApi(reportCall, {
      params: { companyId: 3 },
      query: { year: 2026, format: 'csv' },
      body: { note: 'x' },
    });
    expect(file.fileName).toBe('employee_hours_2026_03.csv');
    // Blob.text() decodes as UTF-8 and drops the BOM; the bytes keep it.
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/reports/3/hours?year=2026&format=csv');
    expect(sentHeaders().Authorization).toBe(`Bearer ${token}`);
    expect(sentHeaders()['X-Tenant-ID']).toBe('demohoreca');
    expect(sentHeaders().Accept).toBe('text/csv, application/json');
  });

  it('reads a refusal as the usual ApiError', async () => {
    fetchMock.mockResolvedValue(
      answer(409, { error: { code: 'CONFLICT', message: 'Nog registraties open.' } }),
    );
    await expect(
      downloadApi(reportCall, {
        params: { companyId: 3 },
        query: { year: 2026, format: 'csv' },
        body: { note: 'x' },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: 'Nog registraties open.' });
  });

  it.each([
    ['attachment; filename="expense_report_Maart_2025.csv"', 'expense_report_Maart_2025.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'uren%20m%C3%A4rz.csv', 'uren märz.csv'],
    ['attachment', null],
    [null, null],
  ])('finds the file name in %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('a creating call', () => {
  const createCall = defineCall({
    method: 'POST',
    path: '/things',
    summary: 'test',
    tags: [],
    body: z.object({ name: z.string() }),
    idempotent: true,
    status: 201,
    response: z.object({ id: z.number() }),
    errors: [],
  });

  it('sends an Idempotency-Key the server accepts, a new one for every action', async () => {
    fetchMock.mockImplementation(async () => answer(201, { id: 1 }));
    await callApi(createCall, { body: { name: 'a' } });
    await callApi(createCall, { body: { name: 'a' } });
    const first = sentHeaders(0)['Idempotency-Key'];
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sentHeaders(1)['Idempotency-Key']).not.toBe(first);
  });

  it('sends the key of the action again when the caller repeats it', async () => {
    fetchMock.mockImplementation(async () => answer(201, { id: 1 }));
    const idempotencyKey = 'rooster-bevestigen-0001';
    await callApi(createCall, { body: { name: 'a' } }, { idempotencyKey });
    await callApi(createCall, { body: { name: 'a' } }, { idempotencyKey });
    expect(sentHeaders(0)['Idempotency-Key']).toBe(idempotencyKey);
    expect(sentHeaders(1)['Idempotency-Key']).toBe(idempotencyKey);
  });

  it('is the only kind of call that sends one', async () => {
    fetchMock.mockImplementation(async () => answer(200, []));
    await employees();
    expect(sentHeaders(0)['Idempotency-Key']).toBeUndefined();
  });
});
