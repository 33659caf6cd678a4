import type { Call, CallBody, CallParams, CallQuery, CallResponse } from '@klokwerk/contract/call';
import { pathOf } from '@klokwerk/contract/call';
import type { ErrorBody, ErrorCode } from '@klokwerk/contract/errors';
import { clearSignIn, readTenantId, readValidToken } from './auth-storage';
import { tenantFromHost } from './host-tenant';
import { newIdempotencyKey } from './idempotency-key';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 15_000;
export const UNREACHABLE_MESSAGE =
  'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.';
export const GENERIC_ERROR_MESSAGE = 'Er ging iets mis. Probeer het opnieuw.';

/**
 * Every failure of a call. `status` is 0 when no answer came (timeout, network); `code` is the
 * server's error code (docs/screens.md#shared-behaviour) or TIMEOUT, NETWORK, UNKNOWN; `message` is Dutch and may be
 * shown as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'TIMEOUT' | 'NETWORK' | 'UNKNOWN',
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
  /**
   * The key of the user action this call belongs to, for a creating call (the contract marks it
   * `idempotent`). Without one, callApi makes a key for the call; a caller that sends the same
   * action again after a lost answer passes the key it used the first time.
   */
  idempotencyKey?: string;
}

/** A call's parts, each named only when its contract has it: `{ params, query, body }`. */
type CallInput<C extends Call> = Part<'params', CallParams<C>> &
  Part<'query', CallQuery<C>> &
  Part<'body', CallBody<C>>;
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };

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
  // The contract's error shape, or anything at all: a proxy's HTML page, an empty body.
  const error = (body as Partial<ErrorBody> | null | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'UNKNOWN';
  const message =
    typeof error?.message === 'string' && error.message !== ''
      ? error.message
      : GENERIC_ERROR_MESSAGE;
  const field = typeof error?.field === 'string' ? error.field : undefined;
  return new ApiError(status, code, message, field);
}

/**
 * `read` turns a successful answer into the result (JSON by default, a file for downloads);
 * a failed one is always read as the JSON error shape.
 */
async function request(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
  read: (response: Response) => Promise<unknown> = readJson,
): Promise<unknown> {
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
    data = response.ok ? await read(response) : await readJson(response);
  } catch (cause) {
    if (!timedOut && options.signal?.aborted) throw cause;
    throw new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', UNREACHABLE_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  if (response.ok) return data;

  if (response.status === 401 && headers.Authorization) {
    clearSignIn();
    onUnauthorized?.();
  }
  throw toApiError(response.status, data);
}

/** A file the server sent (a report's CSV): its content and the name it gave it, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/** The name in `Content-Disposition: attachment; filename="x.csv"` (or RFC 5987's filename*). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? null;
}

async function readFile(response: Response): Promise<ApiFile> {
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Makes a call of the contract (packages/contract): its method and path come from there, and
 * so do the types of what it takes and answers. The answer is not parsed again here: the
 * server has serialised it through the same schema.
 */
export async function callApi<C extends Call>(
  call: C,
  input: CallInput<C>,
  options?: RequestOptions,
): Promise<CallResponse<C>> {
  // The contract's types have done their work at the call site; from here on it is JSON.
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = pathOf(call, params) + queryString(query);
  // One key per call of a creating action: a resend of the same request (by the browser, a
  // proxy, or a caller passing the key again) is then answered once (docs/api-conventions.md).
  const keyed: RequestOptions | undefined = call.idempotent
    ? {
        ...options,
        headers: {
          'Idempotency-Key': options?.idempotencyKey ?? newIdempotencyKey(),
          ...options?.headers,
        },
      }
    : options;
  return (await request(call.method, path, body, keyed)) as CallResponse<C>;
}

/**
 * Makes a call whose successful answer is a file instead of JSON (a report with
 * `format: 'csv'`): the same headers, token, timeout and errors as callApi.
 */
export async function downloadApi<C extends Call>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<ApiFile> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = pathOf(call, params) + queryString(query);
  const headers = { Accept: 'text/csv, application/json', ...options.headers };
  return (await request(call.method, path, body, { ...options, headers }, readFile)) as ApiFile;
}
