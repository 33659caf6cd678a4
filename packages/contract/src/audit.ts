import { z } from 'zod';
import { defineCall } from './call';
import { wholeNumber } from './fields';
import { id, idOut } from './ids';
import { line } from './text';
import { instantOut, optionalDateTime } from './time';

/** The objects that have a history of their own (a registration's row, a correction's dialog…). */
export const AUDITED_OBJECTS = [
  'time_record',
  'correction',
  'employee',
  'user',
  'expense',
  'schedule',
  'month_closing',
  'payroll_settings',
  'pay_settings',
] as const;
export type AuditedObject = (typeof AUDITED_OBJECTS)[number];

/**
 * The kinds of object the audit log writes about: those, and the `tenant` whose entries name the
 * account itself (its provisioning). `payroll_settings` and `pay_settings` entries name the
 * company (one settings row per company).
 */
export const AUDIT_ENTITIES = [...AUDITED_OBJECTS, 'tenant'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_MESSAGES = {
  entity:
    'Kies een soort object: time_record, correction, employee, user, expense, schedule, month_closing, payroll_settings, pay_settings of tenant.',
  object:
    'Kies een soort object met een geschiedenis: time_record, correction, employee, user, expense, schedule, month_closing, payroll_settings of pay_settings.',
  limit: 'Kies een aantal van 1 tot en met 200.',
  period: 'Het einde van de periode (to) moet na het begin (from) liggen.',
} as const;

/**
 * Who did it: the account's user name and full name (the linked employee's name, or the user
 * name). An entry outlives its account; names of an account deleted before names were kept are
 * null. The whole actor is null for what the system or the operator's CLI did.
 */
export const auditActor = z.object({
  userId: idOut.nullable(),
  userName: z.string().nullable(),
  fullName: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActor>;

/**
 * One entry: what happened (`action`, e.g. 'time.record.approval'), to which object, by whom,
 * when, and the values before and after in `details`. Never a BSN, a password or a token.
 */
export const auditEntry = z.object({
  auditId: idOut,
  at: instantOut,
  action: z.string(),
  entity: z.string(),
  entityId: idOut.nullable(),
  actor: auditActor.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /**
   * Whose registration or correction it is and its moment ('Emma Jansen, 23-11-2026 13:02', on
   * the company's clock); null for other objects. Always sent; optional for older clients.
   */
  subject: z.string().nullable().optional(),
  /**
   * The names of what the details name by id, under `auditNameKey` ('employee:4' → 'Emma
   * Jansen', 'schedule:9' → 'Emma Jansen, 23-11-2026 17:00'): of the caller's tenant only; an id
   * that is gone has none. Always sent; optional for older clients.
   */
  names: z.record(z.string(), z.string()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The kinds of object the details of an entry name by id, which the answer names. */
export type AuditNamedKind = 'employee' | 'company' | 'schedule' | 'job_title';

/**
 * The keys of details (at the top, or in `before`/`after`) whose value is the id of an object
 * of the kind given: the server names them, the screens show the name.
 */
export const AUDIT_ID_KEYS: Readonly<Record<string, AuditNamedKind>> = {
  employeeId: 'employee',
  toEmployeeId: 'employee',
  takerEmployeeId: 'employee',
  companyId: 'company',
  scheduleId: 'schedule',
  jobTitleId: 'job_title',
};

/** The key of one object's name in an entry's `names`. */
export const auditNameKey = (kind: AuditNamedKind, id: number): string => `${kind}:${id}`;

/** An id a filter may leave out: missing, null and '' are none. */
const optionalId = z
  .union([z.number(), line(), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value))
  .pipe(id.nullable());

/**
 * `GET /api/audit` filters: the acting user (`personId`, a user id), the kind of object, the
 * period [from, to) (without an offset the caller's company's wall clock), a page size, and
 * `before` (the `nextBefore` of the previous page) to page back in time.
 */
export const auditQuery = z.object({
  personId: optionalId,
  entity: z.enum(AUDIT_ENTITIES, { error: AUDIT_MESSAGES.entity }).optional(),
  from: optionalDateTime,
  to: optionalDateTime,
  limit: wholeNumber(AUDIT_MESSAGES.limit, 1, 200).default(50),
  before: optionalId,
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: idOut.nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

/**
 * GET /api/audit: the tenant's audit log, newest first, a page at a time (the owners' page
 * "Auditlog"). Nothing in the API changes or deletes an entry.
 */
export const auditLogCall = defineCall({
  method: 'GET',
  path: '/audit',
  summary: 'Auditlog van de organisatie (nieuwste eerst, per pagina)',
  tags: ['audit'],
  query: auditQuery,
  status: 200,
  response: auditPage,
  errors: [400, 401, 403],
});

/**
 * GET /api/audit/actors: everyone who has an entry in the tenant's log, by name, for the
 * person filter of the Auditlog page (also those whose account is gone).
 */
export const auditActorsCall = defineCall({
  method: 'GET',
  path: '/audit/actors',
  summary: 'Iedereen die in de auditlog voorkomt (voor het filter op persoon)',
  tags: ['audit'],
  status: 200,
  response: z.object({ actors: z.array(auditActor) }),
  errors: [401, 403],
});

/**
 * GET /api/audit/{entity}/{entityId}: the history of one object, oldest first, for the roles
 * that may see that object, within their companies; another tenant's or company's object is 404.
 */
export const auditOfObjectCall = defineCall({
  method: 'GET',
  path: '/audit/:entity/:entityId',
  summary: 'Geschiedenis van één registratie, correctie, medewerker, …',
  tags: ['audit'],
  params: z.object({
    entity: z.enum(AUDITED_OBJECTS, { error: AUDIT_MESSAGES.object }),
    entityId: id,
  }),
  status: 200,
  response: z.object({
    entity: z.enum(AUDITED_OBJECTS),
    entityId: idOut,
    entries: z.array(auditEntry),
  }),
  errors: [400, 401, 403, 404],
});
