import type { AuditEntity, AuditedObject } from '@klokwerk/contract/audit';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import {
  availability,
  companies,
  corrections,
  employees,
  jobTitles,
  leaveRequests,
  schedules,
  sickReports,
  timeRecords,
} from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** An entry as stored, in the answer's names; the actor's names are put together in Node. */
const auditRow = z.object({
  auditId: z.number(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().nullable(),
  actorUserId: z.number().nullable(),
  actorUserName: z.string().nullable(),
  /** As stored, of the shape `detailsVersion` names (audit/audit-details.ts). */
  details: z.unknown(),
  detailsVersion: z.number(),
});
export type AuditRow = z.output<typeof auditRow>;

const columns = sql`
  id::float8 as "auditId", ${isoUtc(sql`at`)} as "at", action, entity,
  entity_id::float8 as "entityId", actor_user_id::float8 as "actorUserId",
  actor_user_name as "actorUserName", details, details_version as "detailsVersion"`;

export interface AuditFilter {
  actorUserId: number | null;
  entity: AuditEntity | null;
  from: Date | null;
  to: Date | null;
  /** Only entries older than this id (the previous page's last). */
  before: number | null;
  limit: number;
}

/**
 * A page of the tenant's log, newest first. The id orders it: ids grow with every insert, so
 * paging by id never skips or repeats an entry written at the same moment as another.
 */
export function auditPage(ctx: TenantContext, filter: AuditFilter): Promise<AuditRow[]> {
  const conditions: SQL[] = [sql`tenant_id = ${ctx.tenantId}`];
  if (filter.actorUserId !== null) conditions.push(sql`actor_user_id = ${filter.actorUserId}`);
  if (filter.entity !== null) conditions.push(sql`entity = ${filter.entity}`);
  if (filter.from !== null) conditions.push(sql`at >= ${filter.from}`);
  if (filter.to !== null) conditions.push(sql`at < ${filter.to}`);
  if (filter.before !== null) conditions.push(sql`id < ${filter.before}`);
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  return queryRows(
    ctx.tx,
    auditRow,
    sql`
      select ${columns} from audit_log
      where ${sql.join(conditions, sql` and `)}
      order by id desc
      limit ${filter.limit}`,
  );
}

/** The ids of everyone who acted in the tenant's log, with the latest user name stored for each. */
export function actorsOfLog(
  ctx: TenantContext,
): Promise<Array<{ userId: number; storedUserName: string | null }>> {
  // Raw: array_agg with ORDER BY and FILTER, which the builder has no words for.
  return queryRows(
    ctx.tx,
    z.object({ userId: z.number(), storedUserName: z.string().nullable() }),
    sql`
      select actor_user_id::float8 as "userId",
        (array_agg(actor_user_name order by id desc)
          filter (where actor_user_name is not null))[1] as "storedUserName"
      from audit_log
      where tenant_id = ${ctx.tenantId} and actor_user_id is not null
      group by actor_user_id`,
  );
}

/** Every entry about one object, oldest first. */
export function entriesOf(
  ctx: TenantContext,
  entity: AuditedObject,
  entityId: number,
): Promise<AuditRow[]> {
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  return queryRows(
    ctx.tx,
    auditRow,
    sql`
      select ${columns} from audit_log
      where tenant_id = ${ctx.tenantId} and entity = ${entity} and entity_id = ${entityId}
      order by id`,
  );
}

/** Where each kind of object keeps its company; payroll and pay settings are named by the company. */
const COMPANY_OF: Record<AuditedObject, SQL> = {
  time_record: sql`select company_id from time_records`,
  correction: sql`select company_id from corrections`,
  employee: sql`select company_id from employees`,
  user: sql`select company_id from users`,
  expense: sql`select company_id from expenses`,
  schedule: sql`select company_id from schedules`,
  month_closing: sql`select company_id from month_closings`,
  payroll_settings: sql`select id as company_id from companies`,
  pay_settings: sql`select id as company_id from companies`,
};

/**
 * The company an object belongs to: `{ companyId }` (null for an account of the whole tenant),
 * or null when the object does not exist (any more) in this tenant.
 */
export async function companyOfObject(
  ctx: TenantContext,
  entity: AuditedObject,
  entityId: number,
): Promise<{ companyId: number | null } | null> {
  // Raw: the table is chosen per kind of object (COMPANY_OF), which the typed builder cannot type.
  const [row] = await queryRows(
    ctx.tx,
    z.object({ companyId: z.number().nullable() }),
    sql`
      select company_id::float8 as "companyId" from (${COMPANY_OF[entity]}
        where tenant_id = ${ctx.tenantId} and id = ${entityId}) o`,
  );
  return row ?? null;
}

/** The objects named by their employee and a moment (`at`): whose hours, shift, leave, and when. */
export const TIMED_OBJECTS = [
  'time_record',
  'correction',
  'schedule',
  'availability',
  'sick_report',
  'leave',
] as const;
export type TimedObject = (typeof TIMED_OBJECTS)[number];

/** Whose registration, correction, shift, … an entry is about, and its moment, for naming it. */
export interface ObjectSubject {
  entity: TimedObject;
  entityId: number;
  name: string;
  /**
   * The clock-in of a registration, the requested time of a correction, the start of a shift,
   * an availability or a leave, the first moment of a sickness (epoch ms).
   */
  at: number;
  timeZone: string;
}

type TimedTable =
  | typeof timeRecords
  | typeof corrections
  | typeof schedules
  | typeof availability
  | typeof sickReports
  | typeof leaveRequests;

/** A column of instants that is never null. */
type InstantColumn = AnyPgColumn<{ data: Date; notNull: true }>;

/** Each timed object's table and the moment that names it. */
const TIMED: Record<TimedObject, { table: TimedTable; at: InstantColumn }> = {
  time_record: { table: timeRecords, at: timeRecords.clockInTime },
  correction: { table: corrections, at: corrections.requestedTime },
  schedule: { table: schedules, at: schedules.startTime },
  availability: { table: availability, at: availability.startTime },
  sick_report: { table: sickReports, at: sickReports.sickFrom },
  leave: { table: leaveRequests, at: leaveRequests.startsAt },
};

/** The person and moment of the objects that entries name, of this tenant only. */
export async function subjectsOf(
  ctx: TenantContext,
  ids: Partial<Record<TimedObject, readonly number[]>>,
): Promise<ObjectSubject[]> {
  // Every kind is named alike: by its employee, its moment and its company's zone.
  const queries = TIMED_OBJECTS.flatMap((entity) => {
    const wanted = ids[entity] ?? [];
    if (wanted.length === 0) return [];
    const { table, at } = TIMED[entity];
    return [
      ctx.tx
        .select({
          entity: sql<TimedObject>`${entity}::text`,
          entityId: table.id,
          name: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`,
          at: epochMs(at),
          timeZone: companies.timeZone,
        })
        .from(table)
        .innerJoin(
          employees,
          and(eq(employees.tenantId, table.tenantId), eq(employees.id, table.employeeId)),
        )
        .innerJoin(
          companies,
          and(eq(companies.tenantId, table.tenantId), eq(companies.id, table.companyId)),
        )
        .where(and(eq(table.tenantId, ctx.tenantId), inArray(table.id, [...wanted]))),
    ];
  });
  const [first, second, ...rest] = queries;
  if (!first) return [];
  return second ? unionAll(first, second, ...rest) : first;
}

/** The names of employees, companies and job titles by id, of this tenant only. */
export interface NamedIds {
  employee: readonly number[];
  company: readonly number[];
  job_title: readonly number[];
}

export async function namesOf(
  ctx: TenantContext,
  ids: NamedIds,
): Promise<Array<{ kind: keyof NamedIds; id: number; name: string }>> {
  const found: Array<{ kind: keyof NamedIds; id: number; name: string }> = [];
  if (ids.employee.length > 0) {
    const rows = await ctx.tx
      .select({
        id: employees.id,
        name: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`,
      })
      .from(employees)
      .where(and(eq(employees.tenantId, ctx.tenantId), inArray(employees.id, [...ids.employee])));
    for (const row of rows) found.push({ kind: 'employee', ...row });
  }
  if (ids.company.length > 0) {
    const rows = await ctx.tx
      .select({ id: companies.id, name: companies.companyName })
      .from(companies)
      .where(and(eq(companies.tenantId, ctx.tenantId), inArray(companies.id, [...ids.company])));
    for (const row of rows) found.push({ kind: 'company', ...row });
  }
  if (ids.job_title.length > 0) {
    const rows = await ctx.tx
      .select({ id: jobTitles.id, name: jobTitles.name })
      .from(jobTitles)
      .where(and(eq(jobTitles.tenantId, ctx.tenantId), inArray(jobTitles.id, [...ids.job_title])));
    for (const row of rows) found.push({ kind: 'job_title', ...row });
  }
  return found;
}
