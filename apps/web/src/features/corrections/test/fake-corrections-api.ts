import type { AuditEntry } from '@klokwerk/contract/audit';
import { vi } from 'vitest';
import type { Correction } from '../api/get-company-corrections';

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function company(companyId: number, companyName: string) {
  return {
    companyId,
    companyName,
    emailAddress: 'info@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: null,
    timeZone: 'Europe/Amsterdam',
  };
}

export const COMPANIES = [company(1, 'Demo Horeca Centrum'), company(2, 'Demo Horeca Strand')];

let nextId = 100;

/** A correction of Demo Horeca Centrum as the lists answer it; `overrides` for the test's case. */
export function correction(overrides: Partial<Correction> = {}): Correction {
  nextId += 1;
  return {
    correctionId: nextId,
    companyId: 1,
    employeeId: 11,
    employeeEmail: 'emma.smit@demohoreca.example',
    employeeName: 'Emma Smit',
    firstName: 'Emma',
    lastName: 'Smit',
    requestedTime: '2026-11-18T16:30:00.000Z',
    reason: 'Vergeten uit te klokken',
    status: 'PENDING',
    rejectionReason: null,
    createdAt: '2026-11-18T18:00:00.000Z',
    reviewedAt: null,
    recordId: 501,
    clockOutTime: '2026-11-18T21:00:00.000Z',
    ...overrides,
  };
}

type Failure = { status: number; code: string; message: string; field?: string };

/**
 * The corrections calls over an in-memory list, as the server answers them (the month filter
 * by the requested time's UTC month, enough for mid-month test data). `fail` makes one call
 * answer an error instead.
 */
/** When the fake server writes its audit entries (the tests' own clock is fake). */
const NOW_ISO = '2026-11-20T12:00:00.000Z';

export function fakeCorrectionsApi(initial: Correction[]) {
  const corrections = [...initial];
  const calls: Recorded[] = [];
  const failures = new Map<string, Failure>();
  /** The audit entries the server would write, for the dialog's Geschiedenis. */
  const audit: AuditEntry[] = [];

  function find(id: string): Correction | undefined {
    return corrections.find((c) => c.correctionId === Number(id));
  }

  function decide(id: string, change: Partial<Correction>): Response {
    const item = find(id);
    if (!item) return answer(404, { error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    Object.assign(item, change);
    return answer(200, item);
  }

  async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const failure = failures.get(key);
    if (failure) {
      const { status, ...error } = failure;
      return answer(status, { error });
    }
    if (key === 'GET /api/companies') return answer(200, COMPANIES);
    let match = /^GET \/api\/corrections\/all\/company\/(\d+)$/.exec(key);
    if (match) {
      const month = url.searchParams.get('startDate')?.slice(0, 7) ?? '';
      return answer(
        200,
        corrections.filter(
          (c) => c.companyId === Number(match?.[1]) && c.requestedTime.startsWith(month),
        ),
      );
    }
    match = /^GET \/api\/corrections\/all\/email\/(.+)$/.exec(key);
    if (match) {
      const email = decodeURIComponent(match[1] ?? '');
      return answer(
        200,
        corrections.filter((c) => c.employeeEmail === email),
      );
    }
    if (key === 'POST /api/corrections/request') {
      const created = correction({
        employeeEmail: body.employeeEmail,
        requestedTime: new Date(`${body.requestedTime}:00Z`).toISOString(),
        reason: body.reason,
      });
      corrections.unshift(created);
      return answer(201, {
        correctionId: created.correctionId,
        employeeEmail: created.employeeEmail,
        firstName: 'Emma',
        requestedTime: created.requestedTime,
        reason: created.reason,
        status: 'PENDING',
      });
    }
    match = /^PUT \/api\/corrections\/(approve|reject|update-time)\/(\d+)$/.exec(key);
    if (match?.[1] === 'approve') return decide(match[2] ?? '', { status: 'APPROVED' });
    if (match?.[1] === 'reject') {
      return decide(match[2] ?? '', { status: 'REJECTED', rejectionReason: body.rejectionReason });
    }
    if (match?.[1] === 'update-time') {
      const before = find(match[2] ?? '')?.requestedTime ?? null;
      audit.push({
        auditId: audit.length + 1,
        at: NOW_ISO,
        action: 'correction.update-time',
        entity: 'correction',
        entityId: Number(match[2]),
        actor: { userId: 7, userName: 'eigenaar', fullName: 'Eva de Eigenaar' },
        details: {
          before: { requestedTime: before },
          after: { requestedTime: body.newRequestedTime },
        },
      });
      return decide(match[2] ?? '', { requestedTime: body.newRequestedTime });
    }
    match = /^GET \/api\/audit\/correction\/(\d+)$/.exec(key);
    if (match) {
      const entityId = Number(match[1]);
      return answer(200, {
        entity: 'correction',
        entityId,
        entries: audit.filter((entry) => entry.entityId === entityId),
      });
    }
    throw new Error(`unexpected call ${key}`);
  }

  const fetchMock = vi.fn(handle);
  vi.stubGlobal('fetch', fetchMock);
  return {
    corrections,
    calls,
    /** The bodies sent with `method` to paths starting with `prefix`. */
    sent: (method: string, prefix: string) =>
      calls.filter((c) => c.method === method && c.path.startsWith(prefix)),
    fail: (key: string, failure: Failure) => failures.set(key, failure),
  };
}
