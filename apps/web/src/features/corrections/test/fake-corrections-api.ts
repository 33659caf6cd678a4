import { type AuditEntry, auditOfObjectCall } from '@klokwerk/contract/audit';
import { companiesCall } from '@klokwerk/contract/companies';
import {
  approveCorrectionCall,
  correctionsOfCompanyCall,
  correctionsOfEmployeeCall,
  rejectCorrectionCall,
  requestCorrectionCall,
  updateCorrectionTimeCall,
} from '@klokwerk/contract/corrections';
import type { Correction } from '../../../lib/queries/corrections';
import { DEMO_COMPANIES } from '../../../test/companies';
import { fakeApi, refusal } from '../../../test/fake-api';

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

/** When the fake server writes its audit entries (the tests' own clock is fake). */
const NOW_ISO = '2026-11-20T12:00:00.000Z';

/**
 * The corrections calls over an in-memory list, as the server answers them (the month filter
 * by the requested time's UTC month, enough for mid-month test data). A test makes a call
 * fail by declaring its refusal on the returned api.
 */
export function fakeCorrectionsApi(initial: Correction[]) {
  const corrections = [...initial];
  /** The audit entries the server would write, for the dialog's Geschiedenis. */
  const audit: AuditEntry[] = [];

  const decide = (correctionId: number, change: Partial<Correction>) => {
    const item = corrections.find((c) => c.correctionId === correctionId);
    if (!item) return refusal(404, 'NOT_FOUND', 'Niet gevonden.');
    Object.assign(item, change);
    return item;
  };

  const api = fakeApi()
    .on(companiesCall, DEMO_COMPANIES)
    .on(correctionsOfCompanyCall, ({ params, query }) => {
      const month = query.startDate?.slice(0, 7) ?? '';
      return corrections.filter(
        (c) => c.companyId === params.companyId && c.requestedTime.startsWith(month),
      );
    })
    .on(correctionsOfEmployeeCall, ({ params }) =>
      corrections.filter((c) => c.employeeEmail === params.email),
    )
    .on(requestCorrectionCall, ({ body, input }) => {
      const created = correction({
        ...(input.employeeEmail ? { employeeEmail: input.employeeEmail } : {}),
        // As typed in the form: the wall-clock minute, read here as UTC.
        requestedTime: new Date(`${body.requestedTime}:00Z`).toISOString(),
        reason: input.reason,
      });
      corrections.unshift(created);
      return {
        correctionId: created.correctionId,
        employeeEmail: created.employeeEmail,
        firstName: 'Emma',
        requestedTime: created.requestedTime,
        reason: created.reason,
        status: 'PENDING' as const,
      };
    })
    .on(approveCorrectionCall, ({ params }) => decide(params.correctionId, { status: 'APPROVED' }))
    .on(rejectCorrectionCall, ({ params, input }) =>
      decide(params.correctionId, { status: 'REJECTED', rejectionReason: input.rejectionReason }),
    )
    .on(updateCorrectionTimeCall, ({ params, body }) => {
      // Kept as the app sent it, as the screen will show it again.
      const requestedTime = String(body.newRequestedTime);
      const before =
        corrections.find((c) => c.correctionId === params.correctionId)?.requestedTime ?? null;
      audit.push({
        auditId: audit.length + 1,
        at: NOW_ISO,
        action: 'correction.update-time',
        entity: 'correction',
        entityId: params.correctionId,
        actor: { userId: 7, userName: 'eigenaar', fullName: 'Eva de Eigenaar' },
        details: { before: { requestedTime: before }, after: { requestedTime } },
      });
      return decide(params.correctionId, { requestedTime });
    })
    .on(auditOfObjectCall, ({ params }) => ({
      entity: 'correction' as const,
      entityId: params.entityId,
      entries: audit.filter((entry) => entry.entityId === params.entityId),
    }));

  return Object.assign(api, {
    corrections,
    /** The requests sent with `method` to paths starting with `prefix`. */
    sent: (method: string, prefix: string) =>
      api.requests.filter((r) => r.method === method && r.path.startsWith(prefix)),
  });
}
