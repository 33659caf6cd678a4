import type { MonthStatus } from '@klokwerk/contract/month-closing';
import type { Corrections } from '../api/get-corrections';
import type { HoursReport } from '../api/get-hours-report';
import type { TimeRecords } from '../api/get-time-records';
import type { WageCostReport } from '../api/get-wage-cost';
import type { WorkedHours } from '../api/get-worked-hours';

/** An answer as the server gives it: JSON, or the error body of the contract. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function refusal(status: number, code: string, message: string): Response {
  return answer(status, { error: { code, message } });
}

export const COMPANIES = [
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

const emma = {
  employeeId: 5,
  firstName: 'Emma',
  lastName: 'Smit',
  email: 'emma@demohoreca.example',
};
const lars = {
  employeeId: 6,
  firstName: 'Lars',
  lastName: 'de Boer',
  email: 'lars@demohoreca.example',
};

/** October 2026 (summer time until the 25th): 07:58Z is 09:58 in Amsterdam. */
export const RECORDS: TimeRecords = [
  {
    recordId: 101,
    companyId: 1,
    employee: emma,
    clockInTime: '2026-10-05T07:58:00.000Z',
    clockOutTime: '2026-10-05T16:02:00.000Z',
    approvalStatus: 'Approved',
    rejectionReason: null,
    source: 'kiosk',
  },
  {
    recordId: 102,
    companyId: 1,
    employee: lars,
    clockInTime: '2026-10-06T15:00:00.000Z',
    clockOutTime: '2026-10-06T23:30:00.000Z',
    approvalStatus: 'Approved',
    rejectionReason: null,
    source: 'kiosk',
  },
  {
    recordId: 103,
    companyId: 1,
    employee: lars,
    clockInTime: '2026-10-27T09:00:00.000Z',
    clockOutTime: '2026-10-27T09:01:00.000Z',
    approvalStatus: 'Rejected',
    rejectionReason: 'Reason not provided',
    source: 'kiosk',
  },
];

export const HOURS: HoursReport = {
  year: 2026,
  month: 10,
  pendingCount: 0,
  employees: [
    {
      employeeId: 5,
      name: 'Emma Smit',
      scheduledHours: 25.5,
      scheduledHoursWithBreak: 24,
      actualHours: 25.333333333333332,
      actualHoursWithBreak: 23.833333333333332,
      lateHours: 0.2,
      penaltyHours: 0.25,
    },
  ],
};

export const WAGE_COST: WageCostReport = {
  year: 2026,
  month: 10,
  rows: [
    {
      employeeId: 5,
      email: emma.email,
      firstName: 'Emma',
      lastName: 'Smit',
      hourlyRate: 15.4,
      hoursWorked: 80.16666666666667,
      expense: 1234.57,
    },
    {
      employeeId: 6,
      email: lars.email,
      firstName: 'Lars',
      lastName: 'de Boer',
      hourlyRate: 18,
      hoursWorked: 7.5,
      expense: 135,
    },
  ],
  totalExpense: 1369.57,
  skippedRecords: 0,
};

export const OWN_RECORDS: WorkedHours = [
  {
    recordId: 101,
    companyId: 1,
    employee: emma,
    clockInTime: '2026-10-05T07:58:00.000Z',
    clockOutTime: null,
    approvalStatus: 'Approved',
    rejectionReason: null,
    source: 'kiosk',
    effectiveClockOutTime: '2026-10-05T16:00:00.000Z',
    correctionId: 9,
    workedSeconds: 29_520,
    netSeconds: 27_720,
  },
];

export const CORRECTIONS: Corrections = [
  {
    correctionId: 9,
    companyId: 1,
    employeeId: 5,
    employeeEmail: emma.email,
    employeeName: 'Emma Smit',
    firstName: 'Emma',
    lastName: 'Smit',
    requestedTime: '2026-10-05T16:00:00.000Z',
    reason: 'Vergeten uit te klokken',
    status: 'APPROVED',
    rejectionReason: null,
    createdAt: '2026-10-06T08:00:00.000Z',
    reviewedAt: '2026-10-06T09:00:00.000Z',
    recordId: 101,
    clockOutTime: null,
  },
  {
    correctionId: 10,
    companyId: 1,
    employeeId: 6,
    employeeEmail: lars.email,
    employeeName: 'Lars de Boer',
    firstName: 'Lars',
    lastName: 'de Boer',
    requestedTime: '2026-10-06T23:45:00.000Z',
    reason: 'Kassa afgesloten',
    status: 'PENDING',
    rejectionReason: null,
    createdAt: '2026-10-07T08:00:00.000Z',
    reviewedAt: null,
    recordId: 102,
    clockOutTime: '2026-10-06T23:30:00.000Z',
  },
];

/** October 2026 of Demo Horeca Centrum, never closed. */
export const OPEN_MONTH: MonthStatus = {
  companyId: 1,
  year: 2026,
  month: 10,
  closed: false,
  closedAt: null,
  closedBy: null,
  reopenedAt: null,
  reopenedBy: null,
  reason: null,
  history: [],
};

/** The same month, closed by the owner on 2 November at 10:15 Amsterdam time. */
export const CLOSED_MONTH: MonthStatus = {
  ...OPEN_MONTH,
  closed: true,
  closedAt: '2026-11-02T09:15:00.000Z',
  closedBy: { userId: 1, userName: 'eigenaar', fullName: 'Eva de Vries' },
  history: [
    {
      closingId: 7,
      closedAt: '2026-11-02T09:15:00.000Z',
      closedBy: { userId: 1, userName: 'eigenaar', fullName: 'Eva de Vries' },
      reopenedAt: null,
      reopenedBy: null,
      reason: null,
    },
  ],
};

export type Route = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * A fake server for the reports: `routes` by 'METHOD /path' (without the query, which each
 * route may read from `url`); every call is recorded.
 */
export function fakeReportsApi(routes: Record<string, Route> = {}) {
  const calls: { method: string; url: URL; body: unknown; headers: Record<string, string> }[] = [];
  const table: Record<string, Route> = {
    'GET /api/companies': () => answer(200, COMPANIES),
    'GET /api/reports/hours': () => answer(200, HOURS),
    'GET /api/time/company/1': () => answer(200, RECORDS),
    'GET /api/reports/wage-cost': () => answer(200, WAGE_COST),
    'GET /api/corrections/all/company/1': () => answer(200, CORRECTIONS),
    'GET /api/months/status': () => answer(200, OPEN_MONTH),
    ...routes,
  };
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const route = table[`${method} ${url.pathname}`];
    if (!route) throw new Error(`unexpected call ${method} ${url.pathname}`);
    return route(url, init);
  };
  const callsTo = (method: string, pathname: string) =>
    calls.filter((c) => c.method === method && c.url.pathname === pathname);
  return { handle, calls, callsTo };
}
