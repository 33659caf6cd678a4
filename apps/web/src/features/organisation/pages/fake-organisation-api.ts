import type { Categories, JobTitles } from '../../../lib/queries/organisation';

/** An answer as the server gives it: JSON, or the error body of the contract. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function refusal(status: number, code: string, message: string, field?: string): Response {
  return answer(status, { error: { code, message, ...(field ? { field } : {}) } });
}

export const COMPANIES = [
  {
    companyId: 1,
    companyName: 'Demo Horeca Centrum',
    emailAddress: 'centrum@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: 'Amsterdam',
    timeZone: 'Europe/Amsterdam',
  },
  {
    companyId: 2,
    companyName: 'Demo Horeca Strand',
    emailAddress: 'strand@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: 'Zandvoort',
    timeZone: 'Europe/Amsterdam',
  },
];

export interface Request {
  method: string;
  path: string;
  body: unknown;
}

type Override = (request: Request) => Response | undefined;

/**
 * The organisation calls of one tenant in memory: lists per company, creates and deletes.
 * `override` answers a request itself (a failure, a refusal) before the fake does.
 */
export function fakeOrganisationApi(
  seed: { categories?: Categories; jobTitles?: JobTitles } = {},
  override: Override = () => undefined,
) {
  let categories = [...(seed.categories ?? [])];
  let jobTitles = [...(seed.jobTitles ?? [])];
  let nextId = 100;
  const requests: Request[] = [];

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, body };
    requests.push(request);
    const overridden = override(request);
    if (overridden) return overridden;

    let match = path.match(/^\/api\/categories\/company\/(\d+)$/);
    if (match)
      return answer(
        200,
        categories.filter((c) => c.companyId === Number(match?.[1])),
      );
    match = path.match(/^\/api\/jobtitles\/company\/(\d+)$/);
    if (match)
      return answer(
        200,
        jobTitles.filter((j) => j.companyId === Number(match?.[1])),
      );
    if (path === '/api/companies') return answer(200, COMPANIES);
    if (method === 'POST' && path === '/api/categories') {
      const created = { id: nextId++, name: body.name, companyId: Number(body.companyId) };
      categories.push(created);
      return answer(201, created);
    }
    if (method === 'POST' && path === '/api/jobtitles') {
      const created = {
        id: nextId++,
        name: body.name,
        companyId: Number(body.companyId),
        categoryId: Number(body.categoryId),
      };
      jobTitles.push(created);
      return answer(201, created);
    }
    match = path.match(/^\/api\/categories\/(\d+)$/);
    if (method === 'DELETE' && match) {
      const id = Number(match[1]);
      const deleted = jobTitles.filter((j) => j.categoryId === id).length;
      categories = categories.filter((c) => c.id !== id);
      jobTitles = jobTitles.filter((j) => j.categoryId !== id);
      return answer(200, { id, deletedJobTitles: deleted });
    }
    match = path.match(/^\/api\/jobtitles\/(\d+)$/);
    if (method === 'DELETE' && match) {
      const id = Number(match[1]);
      jobTitles = jobTitles.filter((j) => j.id !== id);
      return answer(200, { id });
    }
    return refusal(404, 'NOT_FOUND', 'Niet gevonden.');
  };

  return { handle, requests };
}

/** Keuken with two job titles and an empty Bediening, in Demo Horeca Centrum (company 1). */
export const CENTRUM = {
  categories: [
    { id: 1, name: 'Keuken', companyId: 1 },
    { id: 2, name: 'Bediening', companyId: 1 },
  ],
  jobTitles: [
    { id: 11, name: 'Kok', categoryId: 1, companyId: 1 },
    { id: 12, name: 'Afwasser', categoryId: 1, companyId: 1 },
  ],
};
