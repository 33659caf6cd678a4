import type { CompanyEmployees } from '../../../lib/queries/employees';
import type { CompanyAvailability } from '../api/get-company-availability';
import type { Schedules } from '../api/get-schedules';

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

const COMPANIES = [
  { companyId: 1, companyName: 'Demo Horeca Centrum' },
  { companyId: 2, companyName: 'Demo Horeca Strand' },
].map((company) => ({
  ...company,
  emailAddress: 'info@demohoreca.example',
  phoneNumber: null,
  address: null,
  city: null,
  timeZone: 'Europe/Amsterdam',
}));

function employee(
  employeeId: number,
  firstName: string,
  lastName: string,
  jobTitle: { id: number; name: string } | null,
  companyId = 1,
): CompanyEmployees[number] {
  return {
    employeeId,
    companyId,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@demohoreca.example`,
    phoneNumber: null,
    dateOfBirth: null,
    address: null,
    jobTitleId: jobTitle?.id ?? null,
    jobTitle,
    startDate: null,
    endDate: null,
    contractType: null,
    hoursPerWeek: null,
  };
}

const KOK = { id: 11, name: 'Kok' };
const OBER = { id: 12, name: 'Ober' };

export const EMPLOYEES: CompanyEmployees = [
  employee(1, 'Anna', 'de Vries', KOK),
  employee(2, 'Bram', 'Bakker', OBER),
  employee(3, 'Cees', 'Aalders', null),
  employee(9, 'Sophie', 'Strand', OBER, 2),
];

const JOB_TITLES = [
  { ...KOK, categoryId: 21, companyId: 1 },
  { ...OBER, categoryId: 22, companyId: 1 },
];

const CATEGORIES = [
  { id: 21, name: 'Keuken', companyId: 1 },
  { id: 22, name: 'Bediening', companyId: 1 },
  { id: 23, name: 'Management', companyId: 1 },
];

export function rosterEmployee(id: number) {
  const found = EMPLOYEES.find((e) => e.employeeId === id);
  if (!found) throw new Error(`geen medewerker ${id}`);
  return {
    employeeId: found.employeeId,
    firstName: found.firstName,
    lastName: found.lastName,
    email: found.email,
    jobTitle: found.jobTitle,
    categoryId: JOB_TITLES.find((j) => j.id === found.jobTitleId)?.categoryId ?? null,
  };
}

function scheduled(scheduleId: number, employeeId: number, start: string, end: string) {
  const person = rosterEmployee(employeeId);
  return {
    scheduleId,
    employee: person,
    employeeEmail: person.email,
    companyId: 1,
    startTime: start,
    endTime: end,
  } satisfies Schedules[number];
}

/**
 * The week of Monday 10 March 2025 in Amsterdam (CET, UTC+1): Anna on Tuesday 09:00–17:00,
 * Bram on Wednesday night 22:00–04:00.
 */
export const SCHEDULES: Schedules = [
  scheduled(101, 1, '2025-03-11T08:00:00.000Z', '2025-03-11T16:00:00.000Z'),
  scheduled(102, 2, '2025-03-12T21:00:00.000Z', '2025-03-13T03:00:00.000Z'),
];

export const AVAILABILITY: CompanyAvailability = [
  {
    id: 1,
    employeeId: 1,
    companyId: 1,
    startTime: '2025-03-14T07:00:00.000Z',
    endTime: '2025-03-14T22:00:00.000Z',
    available: false,
    employee: { firstName: 'Anna', lastName: 'de Vries' },
  },
  {
    id: 2,
    employeeId: 2,
    companyId: 1,
    startTime: '2025-03-15T09:00:00.000Z',
    endTime: '2025-03-15T17:00:00.000Z',
    available: true,
    employee: { firstName: 'Bram', lastName: 'Bakker' },
  },
];

/** A roster within the Arbeidstijdenwet: what the compliance calls answer unless overridden. */
export const NO_FINDINGS = { findings: [], withoutBirthDate: [] };

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Override = (request: Request) => Response | undefined;

/**
 * The calls of the roster for one tenant in memory. `override` answers a request itself (a
 * failure, a refusal) before the fake does.
 */
export function fakeRosterApi(override: Override = () => undefined) {
  let schedules = [...SCHEDULES];
  let nextId = 200;
  const requests: Request[] = [];

  const route = ({ method, path, query, body }: Request): Response => {
    const parts = path.split('/');
    const companyId = Number(parts.at(-1));
    if (method === 'GET' && path === '/api/companies') return answer(200, COMPANIES);
    if (method === 'GET' && path.startsWith('/api/employees/company/')) {
      return answer(
        200,
        EMPLOYEES.filter((e) => e.companyId === companyId),
      );
    }
    if (method === 'GET' && path.startsWith('/api/jobtitles/company/')) {
      return answer(
        200,
        JOB_TITLES.filter((j) => j.companyId === companyId),
      );
    }
    if (method === 'GET' && path.startsWith('/api/categories/company/')) {
      return answer(
        200,
        CATEGORIES.filter((c) => c.companyId === companyId),
      );
    }
    if (method === 'GET' && path.startsWith('/api/schedules/company/')) {
      return answer(
        200,
        schedules.filter((s) => s.companyId === companyId),
      );
    }
    if (method === 'GET' && path.startsWith('/api/availability/company/')) {
      return answer(
        200,
        AVAILABILITY.filter((a) => a.companyId === companyId),
      );
    }
    if (method === 'GET' && path.startsWith('/api/availability/')) {
      return answer(
        200,
        AVAILABILITY.filter((a) => a.employeeId === Number(parts[3])),
      );
    }
    if (method === 'POST' && path === '/api/schedules/confirm') {
      const { drafts } = body as { drafts: Array<{ employeeEmail: string }> };
      const created = drafts.map((draft) => {
        const person = EMPLOYEES.find((e) => e.email === draft.employeeEmail);
        return {
          ...scheduled(
            nextId++,
            person?.employeeId ?? 1,
            '2025-03-14T08:00:00.000Z',
            '2025-03-14T16:00:00.000Z',
          ),
          warnings: [] as string[],
        };
      });
      schedules = [...schedules, ...created];
      return answer(201, { shifts: created, findings: NO_FINDINGS });
    }
    if (method === 'GET' && path === '/api/schedules/compliance') return answer(200, NO_FINDINGS);
    if (method === 'POST' && path === '/api/schedules/compliance-check') {
      return answer(200, NO_FINDINGS);
    }
    if (method === 'DELETE' && path.startsWith('/api/schedules/delete/')) {
      const scheduleId = Number(parts.at(-1));
      schedules = schedules.filter((s) => s.scheduleId !== scheduleId);
      return answer(200, { scheduleId });
    }
    if (method === 'GET' && path === '/api/calendar-feed') return answer(200, null);
    return refusal(404, 'NOT_FOUND', `onbekend: ${method} ${path} ${query}`);
  };

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const request: Request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return override(request) ?? route(request);
  };

  return { handle, requests };
}
