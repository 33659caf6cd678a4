import { clearSignIn, readTenantId, readValidToken } from './auth-storage';
import { tenantFromHost } from './host-tenant';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 15_000;
export const UNREACHABLE_MESSAGE =
  'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.';
export const GENERIC_ERROR_MESSAGE = 'Er ging iets mis. Probeer het opnieuw.';

/**
 * Every failure of a call. `status` is 0 when no answer came (timeout, network); `code` is the
 * server's error code (DESIGN §4) or TIMEOUT, NETWORK, UNKNOWN; `message` is Dutch and may be
 * shown as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Extra headers; they win over the ones the client adds (login sets its own X-Tenant-ID). */
  headers?: Record<string, string>;
  /** Cancels the call, e.g. TanStack Query's signal. Cancelling rethrows the AbortError. */
  signal?: AbortSignal;
  /** false for public calls such as login: no bearer token, and a 401 is just an answer. */
  auth?: boolean;
  timeoutMs?: number;
}

let onUnauthorized: (() => void) | null = null;

/**
 * The app registers what happens when the server no longer accepts the token (go to /login);
 * the client itself does not navigate, so it can be tested without a browser location.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

function tenantHeader(): string | null {
  return readTenantId() ?? tenantFromHost(window.location.host);
}

function buildHeaders(body: unknown, options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : readValidToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = tenantHeader();
  if (tenant) headers['X-Tenant-ID'] = tenant;
  return { ...headers, ...options.headers };
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; field?: unknown };
}

/** The body as JSON; empty or non-JSON bodies (204, a proxy's HTML page) give undefined. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'UNKNOWN';
  const message =
    typeof error?.message === 'string' && error.message !== ''
      ? error.message
      : GENERIC_ERROR_MESSAGE;
  const field = typeof error?.field === 'string' ? error.field : undefined;
  return new ApiError(status, code, message, field);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers = buildHeaders(body, options);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  // AbortSignal.any is missing in older Safari, hence the hand-made link to the caller's signal.
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);
  if (options.signal?.aborted) controller.abort();

  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    // Inside the try: a body that stalls counts against the same timeout.
    data = await readJson(response);
  } catch (cause) {
    if (!timedOut && options.signal?.aborted) throw cause;
    throw new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', UNREACHABLE_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  if (response.ok) return data as T;

  if (response.status === 401 && headers.Authorization) {
    clearSignIn();
    onUnauthorized?.();
  }
  throw toApiError(response.status, data);
}

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function apiPut<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', path, body, options);
}

export function apiDelete<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('DELETE', path, undefined, options);
}
