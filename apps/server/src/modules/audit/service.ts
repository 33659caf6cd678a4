import {
  AUDIT_ID_KEYS,
  AUDIT_MESSAGES,
  type AuditActor,
  type AuditEntry,
  type AuditedObject,
  type AuditNamedKind,
  type AuditPage,
  type AuditQuery,
  auditNameKey,
} from '@klokwerk/contract/audit';
import { DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { type Action, can } from '@klokwerk/domain/policies';
import { isTenantWide } from '@klokwerk/domain/roles';
import { actorOf, namesOfUsers } from '../../audit/actor-names';
import { readAuditDetails } from '../../audit/audit-details';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { type PeriodParams, periodOf } from '../../http/query-period';
import type { TenantContext } from '../../tenancy/tenant-context';
import { companyTimeZone } from '../common/company-zone';
import * as repo from './repository';

/**
 * Who may read the history of each kind of object: the action that lets a role see the object
 * itself (its list, its dialog), so the history shows nobody more than the object does.
 */
const OBJECT_ACTION: Record<AuditedObject, Action> = {
  time_record: 'time.review',
  correction: 'corrections.report',
  employee: 'employees.view',
  user: 'users.manage',
  expense: 'reports.wages',
  schedule: 'schedule.edit',
  month_closing: 'month.close',
  payroll_settings: 'reports.wages',
  pay_settings: 'pay-settings.view',
};

/** Entries about a company's settings, or the company itself, are named by the company. */
const OF_COMPANY = new Set(['company', 'payroll_settings', 'pay_settings']);

const isTimed = (entity: string): entity is repo.TimedObject =>
  (repo.TIMED_OBJECTS as readonly string[]).includes(entity);

const recordOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The ids an entry's details name (AUDIT_ID_KEYS), at the top and in `before` and `after`. */
function idsInDetails(details: Record<string, unknown> | null): Array<[AuditNamedKind, number]> {
  if (!details) return [];
  const levels = [details, recordOf(details.before), recordOf(details.after)];
  return levels.flatMap((level) =>
    Object.entries(level ?? {}).flatMap(([key, value]): Array<[AuditNamedKind, number]> => {
      const kind = AUDIT_ID_KEYS[key];
      return kind && typeof value === 'number' ? [[kind, value]] : [];
    }),
  );
}

/** The key under which the entry's own object is named: its company's for settings. */
function subjectKey(entity: string, entityId: number | null): string | null {
  if (entityId === null) return null;
  if (OF_COMPANY.has(entity)) return auditNameKey('company', entityId);
  if (entity === 'employee') return auditNameKey('employee', entityId);
  return isTimed(entity) ? `${entity}:${entityId}` : null;
}

interface ReadEntry {
  row: repo.AuditRow;
  details: Record<string, unknown> | null;
  ids: Array<[AuditNamedKind, number]>;
}

/**
 * The names of the objects the entries are about and name in their details, read once for a
 * page: 'Emma Jansen' for an employee, the company's name, a job title's, and 'Emma Jansen,
 * 23-11-2026 13:02' for a registration (its clock-in), a correction (its requested time), a
 * shift, an availability or a sickness (its start), on the company's clock; a leave by its first
 * day. A person reads whose hours changed, not a number. Only this tenant's objects are read.
 */
async function namesFor(ctx: TenantContext, read: ReadEntry[]): Promise<Map<string, string>> {
  const timed: Record<repo.TimedObject, Set<number>> = {
    time_record: new Set(),
    correction: new Set(),
    schedule: new Set(),
    availability: new Set(),
    sick_report: new Set(),
    leave: new Set(),
  };
  const named = {
    employee: new Set<number>(),
    company: new Set<number>(),
    job_title: new Set<number>(),
  };
  for (const { row, ids } of read) {
    if (row.entityId !== null) {
      if (isTimed(row.entity)) timed[row.entity].add(row.entityId);
      else if (row.entity === 'employee') named.employee.add(row.entityId);
      else if (OF_COMPANY.has(row.entity)) named.company.add(row.entityId);
    }
    for (const [kind, id] of ids) {
      if (kind === 'schedule') timed.schedule.add(id);
      else named[kind].add(id);
    }
  }
  const list = (set: Set<number>) => [...set];
  const subjects = await repo.subjectsOf(ctx, {
    time_record: list(timed.time_record),
    correction: list(timed.correction),
    schedule: list(timed.schedule),
    availability: list(timed.availability),
    sick_report: list(timed.sick_report),
    leave: list(timed.leave),
  });
  const names = await repo.namesOf(ctx, {
    employee: list(named.employee),
    company: list(named.company),
    job_title: list(named.job_title),
  });
  const all = new Map<string, string>();
  for (const s of subjects) {
    const at = new Date(s.at);
    const moment =
      s.entity === 'leave'
        ? formatDate(at, s.timeZone)
        : `${formatDate(at, s.timeZone)} ${formatTime(at, s.timeZone)}`;
    all.set(`${s.entity}:${s.entityId}`, `${s.name}, ${moment}`);
  }
  for (const n of names) all.set(auditNameKey(n.kind, n.id), n.name);
  return all;
}

/** The entry's own object named: by `named`, an account by its user name, else null. */
function subjectOf(
  row: repo.AuditRow,
  named: string | undefined,
  accounts: ReadonlyMap<number, { userName: string }>,
): string | null {
  if (row.entity === 'user' && row.entityId !== null) {
    return accounts.get(row.entityId)?.userName ?? null;
  }
  return named ?? null;
}

async function entries(ctx: TenantContext, rows: repo.AuditRow[]): Promise<AuditEntry[]> {
  // The accounts that acted, and those the entries are about (named by their user name).
  const accounts = rows.flatMap((r) => (r.entity === 'user' ? [r.entityId] : []));
  const names = await namesOfUsers(ctx, [...rows.map((r) => r.actorUserId), ...accounts]);
  const read = rows.map((row) => {
    const details = readAuditDetails(row.detailsVersion, row.details);
    return { row, details, ids: idsInDetails(details) };
  });
  const named = await namesFor(ctx, read);
  return read.map(({ row, details, ids }) => {
    const key = subjectKey(row.entity, row.entityId);
    const entryNames: Record<string, string> = {};
    for (const [kind, id] of ids) {
      const name = named.get(auditNameKey(kind, id));
      if (name !== undefined) entryNames[auditNameKey(kind, id)] = name;
    }
    return {
      auditId: row.auditId,
      at: row.at,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      actor: actorOf(row.actorUserId, row.actorUserName, names),
      details,
      subject: subjectOf(row, key === null ? undefined : named.get(key), names),
      names: entryNames,
    };
  });
}

const AUDIT_PERIOD: PeriodParams<'from', 'to'> = {
  start: 'from',
  end: 'to',
  endNotAfterStart: AUDIT_MESSAGES.period,
};

/**
 * The clock a bound without an offset is read on: the caller's company's, the default zone for
 * a caller of no company. Read only when the query has a bound.
 */
async function auditZone(ctx: TenantContext, query: AuditQuery): Promise<string> {
  if ((query.from === null && query.to === null) || ctx.actor.companyId === null) {
    return DEFAULT_TIME_ZONE;
  }
  return (await companyTimeZone(ctx, ctx.actor.companyId, 'included')) ?? DEFAULT_TIME_ZONE;
}

/**
 * GET /api/audit: the tenant's log for the owners (audit.view), newest first, a page at a time.
 * Row-level security keeps it to the caller's tenant.
 */
export async function auditLog(ctx: TenantContext, query: AuditQuery): Promise<AuditPage> {
  const { from, to } = periodOf(query, AUDIT_PERIOD, await auditZone(ctx, query));
  // One more than the page, to know whether there is a next one.
  const rows = await repo.auditPage(ctx, {
    actorUserId: query.personId,
    entity: query.entity ?? null,
    from,
    to,
    before: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    entries: await entries(ctx, page),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.auditId ?? null) : null,
  };
}

/**
 * GET /api/audit/actors: the people of the log for the person filter, by full name. An account
 * that is gone is named as the log last stored it; one without a stored name is left out, as a
 * filter option nobody can recognise.
 */
export async function auditActors(ctx: TenantContext): Promise<{ actors: AuditActor[] }> {
  const rows = await repo.actorsOfLog(ctx);
  const names = await namesOfUsers(
    ctx,
    rows.map((r) => r.userId),
  );
  const actors = rows
    .map((row) => actorOf(row.userId, row.storedUserName, names))
    .filter((actor): actor is AuditActor => actor?.fullName != null);
  actors.sort((a, b) => (a.fullName ?? '').localeCompare(b.fullName ?? '', 'nl'));
  return { actors };
}

/**
 * May the caller see this object? The role must see its kind, and the object must belong to a
 * company in reach (an account of the whole tenant: only to tenant-wide roles). An object that
 * is gone (a deleted shift or account) keeps its history for the tenant-wide roles alone: its
 * company can no longer be checked. Anything else is 404, as if it did not exist.
 */
async function assertObjectInReach(
  ctx: TenantContext,
  entity: AuditedObject,
  entityId: number,
): Promise<{ exists: boolean }> {
  if (!can(ctx.actor.role, OBJECT_ACTION[entity])) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
  const object = await repo.companyOfObject(ctx, entity, entityId);
  if (object === null || object.companyId === null) {
    if (!isTenantWide(ctx.actor.role)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    return { exists: object !== null };
  }
  assertCompanyInReach(ctx, object.companyId);
  return { exists: true };
}

/**
 * GET /api/audit/{entity}/{entityId}: the history of one object, oldest first. An employee's
 * entries hold pay (salary, hours rating, personeelsnummer): a role that may see the employee
 * but not wages (salary.view) gets what happened and by whom, without the values.
 */
export async function auditOfObject(
  ctx: TenantContext,
  entity: AuditedObject,
  entityId: number,
): Promise<{ entity: AuditedObject; entityId: number; entries: AuditEntry[] }> {
  const { exists } = await assertObjectInReach(ctx, entity, entityId);
  const rows = await repo.entriesOf(ctx, entity, entityId);
  if (!exists && rows.length === 0) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const list = await entries(ctx, rows);
  const hidePay = entity === 'employee' && !can(ctx.actor.role, 'salary.view');
  return {
    entity,
    entityId,
    entries: hidePay ? list.map((entry) => ({ ...entry, details: null })) : list,
  };
}
