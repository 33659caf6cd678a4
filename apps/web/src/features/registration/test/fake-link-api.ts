import { type Mock, vi } from 'vitest';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
export type Route = (init?: RequestInit) => Response;

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function failure(status: number, code: string, message: string, field?: string): Response {
  return answer(status, { error: { code, message, ...(field ? { field } : {}) } });
}

/** A fetch that answers `routes` ("POST /api/…?tenant=…") and fails the test on any other call. */
export function fakeLinkApi(routes: Record<string, Route>): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The headers and JSON body of the calls made with `method`. */
export function callsOf(fetchMock: FetchMock, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input, init]) => ({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    }));
}
