import type { Call, CallBody, CallResponse } from '@klokwerk/contract/call';
import type { ErrorCode } from '@klokwerk/contract/errors';
import { type Mock, vi } from 'vitest';
import type { z } from 'zod';

/**
 * The one fake server of the web tests. A test declares, per call of the contract, what the
 * server answers (`api.on(employeesOfCompanyCall, EMPLOYEES)`); the fake stands in for
 * `fetch`, matches each request to a declared call by method and path, reads it with the
 * call's schemas as the server does, and keeps every request for the test to check. Answers
 * are typed by the contract, so a fixture that no longer fits the API fails the type check
 * instead of passing a test it should not.
 */

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** A request the app made, as the handler of its call sees it. */
export interface FakeRequest<C extends Call = Call> {
  method: string;
  /** As fetched: `/api/…` with the query string, if any. */
  path: string;
  /** The path's parameters, read by the call's schema (an id is a number). */
  params: Parsed<C['params']>;
  /** The query, read by the call's schema. */
  query: Parsed<C['query']>;
  /** The JSON body exactly as the app sent it. */
  body: CallBody<C>;
  /** The body read by the call's schema, as the server reads it. */
  input: Parsed<C['body']>;
  headers: Record<string, string>;
}

/** Any request the fake saw, declared or not. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * What the server answers: the call's answer (sent as JSON with the call's own status) or a
 * Response of its own (a refusal, a file, a proxy's page). A handler that throws makes the
 * fetch fail as a lost connection does; `earlier` answers as the declaration before it would,
 * for a handler that only holds a request up or watches it.
 */
export type FakeAnswer<C extends Call> = CallResponse<C> | Response;
export type FakeHandler<C extends Call> =
  | FakeAnswer<C>
  | ((
      request: FakeRequest<C>,
      earlier: () => Promise<Response>,
    ) => FakeAnswer<C> | Promise<FakeAnswer<C>>);

/** A JSON answer with any status. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A CSV download as the server sends one: UTF-8, its file name in Content-Disposition. */
export function csvFile(text: string, name: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

/** The error body of the contract: `{ error: { code, message, field? } }`. */
export function refusal(
  status: number,
  code: ErrorCode,
  message: string,
  field?: string,
): Response {
  return answer(status, { error: { code, message, ...(field ? { field } : {}) } });
}

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

export interface FakeApi {
  /** Declares the answer of `call`; a later declaration of the same request wins. */
  on<C extends Call>(call: C, handler: FakeHandler<C>): FakeApi;
  /** Answers the next request of `call` only; then the earlier declarations answer again. */
  once<C extends Call>(call: C, handler: FakeHandler<C>): FakeApi;
  /** Every request, in order. */
  readonly requests: SeenRequest[];
  /** The requests of one call, in order, as its handler saw them. */
  requestsOf<C extends Call>(call: C): FakeRequest<C>[];
  /** The stand-in for fetch, installed by fakeApi(). */
  readonly fetch: FetchMock;
}

interface Route {
  call: Call;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler<Call>;
  /** How many more requests it answers: Infinity, or 1 when declared with `once`. */
  left: number;
}

function route(call: Call, handler: FakeHandler<Call>, left: number): Route {
  const names: string[] = [];
  const source = call.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return { call, pattern: new RegExp(`^/api${source}$`), names, handler, left };
}

/** The path's parameters when `url` is an address of the route's call, else null. */
function paramsOf(route: Route, method: string, url: URL): Record<string, unknown> | null {
  if (route.left <= 0 || route.call.method !== method) return null;
  const found = route.pattern.exec(url.pathname);
  if (!found) return null;
  const raw = Object.fromEntries(
    route.names.map((name, n) => [name, decodeURIComponent(found[n + 1] ?? '')]),
  );
  if (!route.call.params) return {};
  const params = route.call.params.safeParse(raw);
  return params.success ? params.data : null;
}

/** The headers as api-client.ts spells them: a plain object, names as written. */
function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers = init?.headers;
  if (headers && !(headers instanceof Headers) && !Array.isArray(headers)) return { ...headers };
  return Object.fromEntries(new Headers(headers).entries());
}

function notFound(request: SeenRequest): Response {
  return refusal(404, 'NOT_FOUND', `Onbekend in de nep-API: ${request.method} ${request.path}`);
}

/**
 * Installs a fake server as `fetch` for the rest of the test. A request no declaration
 * matches is answered 404 with a message naming it, as a server without the route would.
 */
export function fakeApi(): FakeApi {
  const routes: Route[] = [];
  const requests: SeenRequest[] = [];
  const matched: { call: Call; request: FakeRequest }[] = [];

  const declare = <C extends Call>(call: C, handler: FakeHandler<C>, left: number) => {
    routes.push(route(call, handler as FakeHandler<Call>, left));
    return api;
  };

  /** The latest declaration that answers `url` runs; `earlier` runs the one before it. */
  const run = async (
    candidates: Route[],
    request: FakeRequest,
    seen: SeenRequest,
  ): Promise<Response> => {
    const [current, ...rest] = candidates;
    if (!current) return notFound(seen);
    current.left -= 1;
    const { handler } = current;
    if (typeof handler !== 'function') {
      return handler instanceof Response ? handler.clone() : answer(current.call.status, handler);
    }
    const given = await handler(request, () => run(rest, request, seen));
    return given instanceof Response ? given : answer(current.call.status, given);
  };

  const respond = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const url = new URL(path, 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const seen: SeenRequest = { method, path, body, headers: headersOf(init) };
    requests.push(seen);

    const candidates = routes.filter((r) => paramsOf(r, method, url) !== null).reverse();
    const [first] = candidates;
    if (!first) return notFound(seen);
    const { call } = first;
    // Read as the server reads them: what its schemas refuse is a 400 naming the field.
    const query = call.query
      ? call.query.safeParse(Object.fromEntries(url.searchParams))
      : { success: true as const, data: {} };
    const read = call.body
      ? call.body.safeParse(body)
      : { success: true as const, data: undefined };
    const request = {
      ...seen,
      params: paramsOf(first, method, url),
      query: query.success ? query.data : {},
      input: read.success ? read.data : undefined,
    } as FakeRequest;
    matched.push({ call, request });
    for (const parsed of [query, read]) {
      if (parsed.success) continue;
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
      return refusal(400, 'VALIDATION', issue?.message ?? 'Ongeldige invoer', field);
    }
    return run(
      candidates.filter((r) => r.call === call),
      request,
      seen,
    );
  };

  const api: FakeApi = {
    on: (call, handler) => declare(call, handler, Number.POSITIVE_INFINITY),
    once: (call, handler) => declare(call, handler, 1),
    requests,
    requestsOf: <C extends Call>(call: C) =>
      matched.filter((m) => m.call === call).map((m) => m.request as unknown as FakeRequest<C>),
    fetch: vi.fn(respond),
  };
  vi.stubGlobal('fetch', api.fetch);
  return api;
}
