import {
  AUDIT_MESSAGES,
  type AuditActor,
  type AuditEntry,
  type AuditedObject,
  type AuditPage,
  type AuditQuery,
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

const idsOf = (rows: repo.AuditRow[], entity: string) => [
  ...new Set(rows.flatMap((r) => (r.entity === entity && r.entityId !== null ? [r.entityId] : []))),
];

/**
 * 'Emma Jansen, 23-11-2026 13:02' for each registration (its clock-in) and correction (its
 * requested time) the entries are about, on the company's clock: a person reads whose hours
 * changed, not a number.
 */
async function subjects(ctx: TenantContext, rows: repo.AuditRow[]): Promise<Map<string, string>> {
  const found = await repo.subjectsOf(ctx, idsOf(rows, 'time_record'), idsOf(rows, 'correction'));
  return new Map(
    found.map((s) => {
      const at = new Date(s.at);
      const moment = `${formatDate(at, s.timeZone)} ${formatTime(at, s.timeZone)}`;
      return [`${s.entity}:${s.entityId}`, `${s.name}, ${moment}`];
    }),
  );
}

async function entries(ctx: TenantContext, rows: repo.AuditRow[]): Promise<AuditEntry[]> {
  const names = await namesOfUsers(
    ctx,
    rows.map((r) => r.actorUserId),
  );
  const named = await subjects(ctx, rows);
  return rows.map((row) => ({
    auditId: row.auditId,
    at: row.at,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor: actorOf(row.actorUserId, row.actorUserName, names),
    details: readAuditDetails(row.detailsVersion, row.details),
    subject: named.get(`${row.entity}:${row.entityId}`) ?? null,
  }));
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
