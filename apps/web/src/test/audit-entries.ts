import type { AuditEntry } from '@klokwerk/contract/audit';

const owner = { userId: 7, userName: 'eigenaar', fullName: 'Eva de Eigenaar' };
const accountant = { userId: 9, userName: 'boekhouder', fullName: null };

/** Entries as the server writes them (apps/server's recordAudit calls), newest first. */
export const ENTRIES: AuditEntry[] = [
  {
    auditId: 40,
    at: '2026-11-03T13:00:00.000Z',
    action: 'month.reopen',
    entity: 'month_closing',
    entityId: 3,
    actor: accountant,
    details: {
      companyId: 1,
      year: 2026,
      month: 10,
      reason: 'Correctie van Lars vergeten',
      before: { closed: true },
      after: { closed: false },
    },
  },
  {
    auditId: 39,
    at: '2026-11-02T09:15:00.000Z',
    action: 'month.close',
    entity: 'month_closing',
    entityId: 3,
    actor: owner,
    details: {
      companyId: 1,
      year: 2026,
      month: 10,
      after: { closed: true, paidSeconds: 315_600, totalExpenseCents: 136_957 },
    },
  },
  {
    auditId: 38,
    at: '2026-11-01T08:00:00.000Z',
    action: 'time.record.approval',
    entity: 'time_record',
    entityId: 102,
    actor: owner,
    details: {
      before: { approvalStatus: 'Pending', rejectionReason: null, needsReview: false },
      after: { approvalStatus: 'Approved', rejectionReason: null, needsReview: false },
    },
  },
  {
    auditId: 37,
    at: '2026-10-30T10:00:00.000Z',
    action: 'role.change',
    entity: 'user',
    entityId: 12,
    actor: null,
    details: { userName: 'planner', before: ['MEDEWERKER'], after: ['ROOSTERMAKER'] },
  },
];
