import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { makeToken, sessionToken } from '../test/tokens';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  GENERIC_ERROR_MESSAGE,
  setUnauthorizedHandler,
  UNREACHABLE_MESSAGE,
} from './api-client';
import { saveSignIn } from './auth-storage';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
let fetchMock: FetchMock;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

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
  it('sends JSON to /api with the method and body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 5 }));
    await expect(apiPost('/contact', { name: 'Jan' })).resolves.toEqual({ id: 5 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Jan"}');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('uses GET, PUT and DELETE for the other helpers', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(204, undefined));
    await apiGet('/a');
    await apiPut('/b', { x: 1 });
    await expect(apiDelete('/c')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls.map((call) => call[1]?.method)).toEqual(['GET', 'PUT', 'DELETE']);
    expect(sentHeaders(0)['Content-Type']).toBeUndefined();
  });
});

describe('headers', () => {
  it('sends no token and, on localhost, no tenant when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiGet('/health');
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['X-Tenant-ID']).toBeUndefined();
  });

  it('adds the bearer token and the stored tenant', async () => {
    const token = sessionToken();
    saveSignIn({ token, tenantId: 'demohoreca', subscription: null, role: null }, false);
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiGet('/employees');
    expect(sentHeaders().Authorization).toBe(`Bearer ${token}`);
    expect(sentHeaders()['X-Tenant-ID']).toBe('demohoreca');
  });

  it('reads a remembered sign-in from localStorage', async () => {
    const token = sessionToken();
    saveSignIn({ token, tenantId: 'cafedekroon', subscription: null, role: null }, true);
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiGet('/employees');
    expect(sentHeaders().Authorization).toBe(`Bearer ${token}`);
    expect(sentHeaders()['X-Tenant-ID']).toBe('cafedekroon');
  });

  it('does not send an expired token', async () => {
    const expired = makeToken({ exp: Math.floor(Date.now() / 1000) - 60 });
    saveSignIn({ token: expired, tenantId: 'demohoreca', subscription: null, role: null }, false);
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiGet('/employees');
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('lets the caller set headers and skip the token', async () => {
    saveSignIn({ token: sessionToken(), tenantId: 'old', subscription: null, role: null }, false);
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 't' }));
    await apiPost('/login', {}, { auth: false, headers: { 'X-Tenant-ID': 'demohoreca' } });
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(sentHeaders()['X-Tenant-ID']).toBe('demohoreca');
  });
});

describe('errors', () => {
  it('maps the error body to an ApiError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: {
          code: 'EMAIL_IN_USE',
          message: 'Dit e-mailadres is al in gebruik.',
          field: 'email',
        },
      }),
    );
    const error = await apiPost('/users', {}).catch((e: unknown) => e);
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
    await expect(apiGet('/x')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('reports a network failure as an unreachable server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x')).rejects.toMatchObject({
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
    const result = apiGet('/slow').catch((e: unknown) => e);
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
    const result = apiGet('/x', { signal: controller.signal }).catch((e: unknown) => e);
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
      jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Log opnieuw in.' } }),
    );

    await expect(apiGet('/employees')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userRole')).toBeNull();
    expect(localStorage.getItem('klokwerk.cookieConsent')).toBe('kept');
  });

  it('leaves a public call alone (a wrong password is no lost session)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'INVALID_LOGIN', message: 'x' } }),
    );
    await expect(apiPost('/login', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});
