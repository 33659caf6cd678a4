import type { CompanyUsers } from '../../../lib/queries/company-users';
import type { CompanyEmployees, Employee } from '../../../lib/queries/employees';
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

const COMPANIES = [
  { companyId: 1, companyName: 'Demo Horeca Centrum' },
  { companyId: 2, companyName: 'Demo Horeca Strand' },
].map((c) => ({
  ...c,
  emailAddress: 'info@demohoreca.example',
  phoneNumber: null,
  address: null,
  city: null,
  timeZone: 'Europe/Amsterdam',
}));

export const CATEGORIES: Categories = [
  { id: 1, name: 'Keuken', companyId: 1 },
  { id: 2, name: 'Bediening', companyId: 1 },
];

export const JOB_TITLES: JobTitles = [
  { id: 11, name: 'Kok', categoryId: 1, companyId: 1 },
  { id: 12, name: 'Afwasser', categoryId: 1, companyId: 1 },
  { id: 21, name: 'Ober', categoryId: 2, companyId: 1 },
];

function person(employeeId: number, firstName: string, lastName: string, more: Partial<Employee>) {
  return {
    employeeId,
    companyId: 1,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@demohoreca.example`,
    phoneNumber: '0614827305',
    dateOfBirth: '1981-03-12',
    address: 'Utrechtsestraat 112-2, Amsterdam',
    jobTitleId: 11,
    jobTitle: { id: 11, name: 'Kok' },
    startDate: '2020-01-01',
    endDate: null,
    contractType: 'Onbepaalde tijd',
    hoursPerWeek: 38,
    salary: 22.5,
    hoursRating: 1,
    ...more,
  } satisfies Employee;
}

/** Today in these tests is 2025-03-10 (see the page test). */
export const EMPLOYEES: CompanyEmployees = [
  person(1, 'Mark', 'Jansen', { payrollNumber: '1001' }),
  person(2, 'Emma', 'Smit', {
    phoneNumber: '0629584170',
    jobTitleId: 21,
    jobTitle: { id: 21, name: 'Ober' },
    endDate: '2025-08-01',
    contractType: 'Bepaalde tijd',
    salary: 15.4,
    hoursPerWeek: 27.5,
    hoursRating: 1.2,
  }),
  person(3, 'Thijs', 'Mulder', {
    phoneNumber: '0612674093',
    jobTitleId: 12,
    jobTitle: { id: 12, name: 'Afwasser' },
    endDate: '2025-02-28',
    contractType: 'Bepaalde tijd',
  }),
  person(4, 'Julia', 'van Dijk', {
    phoneNumber: '0617429356',
    dateOfBirth: null,
    address: null,
  }),
];

export const USERS: CompanyUsers = [
  {
    userName: 'medewerker',
    email: 'emma@demohoreca.example',
    roles: ['MEDEWERKER'],
    employeeId: 2,
    fullName: 'Emma Smit',
  },
  {
    userName: 'eigenaar',
    email: 'mark@demohoreca.example',
    roles: ['EIGENAAR'],
    employeeId: 1,
    fullName: 'Mark Jansen',
  },
];

export interface Request {
  method: string;
  path: string;
  body: unknown;
}

type Override = (request: Request) => Response | undefined;

/**
 * The calls of the employee screen for one tenant in memory. `override` answers a request
 * itself (a failure, a refusal) before the fake does.
 */
export function fakeEmployeesApi(override: Override = () => undefined) {
  let employees = EMPLOYEES.map((e) => ({ ...e }));
  let users = USERS.map((u) => ({ ...u }));
  let nextId = 100;
  const requests: Request[] = [];

  const route = (request: Request): Response => {
    const { method, path, body } = request;
    const parts = path.split('/').slice(2);
    if (method === 'GET' && path === '/api/companies') return answer(200, COMPANIES);
    if (method === 'GET' && path.startsWith('/api/employees/company/')) {
      const companyId = Number(parts[2]);
      return answer(
        200,
        employees.filter((e) => e.companyId === companyId),
      );
    }
    if (method === 'GET' && path.startsWith('/api/jobtitles/company/')) {
      return answer(
        200,
        JOB_TITLES.filter((j) => j.companyId === Number(parts[2])),
      );
    }
    if (method === 'GET' && path.startsWith('/api/categories/company/')) {
      return answer(
        200,
        CATEGORIES.filter((c) => c.companyId === Number(parts[2])),
      );
    }
    if (method === 'GET' && path.startsWith('/api/users/company/')) return answer(200, users);
    if (method === 'GET' && /^\/api\/employees\/\d+\/bsn$/.test(path)) {
      return answer(200, { socialSecurityNumber: '123456782' });
    }
    if (method === 'PUT' && path.startsWith('/api/employees/')) {
      const id = Number(parts[1]);
      const input = body as Record<string, unknown>;
      const jobTitleId = Number(input.jobTitleId);
      const title = JOB_TITLES.find((j) => j.id === jobTitleId);
      employees = employees.map((e) =>
        e.employeeId === id
          ? {
              ...e,
              ...(input as Partial<Employee>),
              jobTitleId,
              jobTitle: title ? { id: title.id, name: title.name } : null,
              endDate: (input.endDate as string) || null,
              salary: Number(input.salary),
              hoursPerWeek: Number(input.hoursPerWeek),
            }
          : e,
      );
      return answer(
        200,
        employees.find((e) => e.employeeId === id),
      );
    }
    if (method === 'POST' && path === '/api/employees') {
      const input = body as Record<string, unknown>;
      const created = person(nextId++, String(input.firstName), String(input.lastName), {
        companyId: Number(input.companyId),
        email: String(input.email),
        phoneNumber: (input.phoneNumber as string) || null,
        dateOfBirth: null,
        address: null,
        jobTitleId: null,
        jobTitle: null,
        startDate: null,
        contractType: null,
        salary: null,
        hoursPerWeek: null,
      });
      employees = [...employees, created];
      return answer(201, created);
    }
    if (method === 'DELETE' && path.startsWith('/api/employees/')) {
      const id = Number(parts[1]);
      employees = employees.filter((e) => e.employeeId !== id);
      users = users.filter((u) => u.employeeId !== id);
      return answer(200, {
        employeeId: id,
        archived: true,
        message: 'De medewerker is gearchiveerd: er zijn geregistreerde uren.',
      });
    }
    if (method === 'DELETE' && path.startsWith('/api/users/delete/')) {
      return refusal(404, 'NOT_FOUND', 'Niet gevonden.');
    }
    if (method === 'POST' && /^\/api\/users\/[^/]+\/roles$/.test(path)) {
      const userName = decodeURIComponent(parts[1] ?? '');
      const roles = body as string[];
      users = users.map((u) => (u.userName === userName ? { ...u, roles } : u));
      return answer(200, { userName, roles });
    }
    return refusal(404, 'NOT_FOUND', `Onbekend in de nep-API: ${method} ${path}`);
  };

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: Request = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return override(request) ?? route(request);
  };

  return { handle, requests };
}
