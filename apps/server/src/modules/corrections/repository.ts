import {
  RECORDS_AFTER_CORRECTION_MS,
  RECORDS_BEFORE_CORRECTION_MS,
} from '@klokwerk/domain/correction-windows';
import type { CorrectionInput, TimeRecordInput } from '@klokwerk/domain/time-records';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { epochMs, isoUtc, msInterval } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import {
  APPROVAL_STATUSES,
  CORRECTION_STATUSES,
  type CorrectionStatus,
  companies,
  corrections,
  employees,
} from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { employeeWithCompany } from '../common/employee-repository';

/** An employee as the correction calls need them. */
export interface CorrectionEmployee {
  employeeId: number;
  companyId: number;
  firstName: string;
  email: string;
  timeZone: string;
}

/**
 * The employee of the tenant with this e-mail address (unique within the tenant, compared
 * case-insensitively), in a company that is not archived; `companyId` narrows to one company,
 * `archived` admits archived employees (whose corrections stay readable).
 */
export function employeeByEmail(
  ctx: TenantContext,
  email: string,
  options: { companyId?: number; archived: boolean },
): Promise<CorrectionEmployee | null> {
  return employeeWithCompany(
    ctx,
    {
      employeeId: employees.id,
      companyId: employees.companyId,
      firstName: employees.firstName,
      email: employees.email,
      timeZone: companies.timeZone,
    },
    { email, ...options },
  );
}

/**
 * Serialises the correction requests of one employee until the transaction ends, so that two
 * identical requests sent at once cannot both find no pending twin.
 */
export async function lockRequestsOf(ctx: TenantContext, employeeId: number): Promise<void> {
  const key = `correction-request:${ctx.tenantId}:${employeeId}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Whether the employee has a PENDING correction for this moment with this reason. */
export async function pendingTwinExists(
  ctx: TenantContext,
  values: { employeeId: number; requestedTime: Date; reason: string },
): Promise<boolean> {
  const rows = await ctx.tx
    .select({ found: sql`1` })
    .from(corrections)
    .where(
      and(
        eq(corrections.tenantId, ctx.tenantId),
        eq(corrections.employeeId, values.employeeId),
        eq(corrections.status, 'PENDING'),
        eq(corrections.requestedTime, values.requestedTime),
        eq(corrections.reason, values.reason),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCorrection(
  ctx: TenantContext,
  values: { employeeId: number; companyId: number; requestedTime: Date; reason: string },
): Promise<number> {
  const [row] = await ctx.tx
    .insert(corrections)
    .values({ ...values, tenantId: ctx.tenantId, status: 'PENDING' })
    .returning({ id: corrections.id });
  if (!row) throw new Error('correction insert returned no row');
  return row.id;
}

export interface StoredCorrection {
  correctionId: number;
  companyId: number;
  employeeId: number;
  status: CorrectionStatus;
  requestedTime: Date;
}

/** A correction as the review calls need it, locked against a concurrent decision. */
export async function correctionForUpdate(
  ctx: TenantContext,
  correctionId: number,
): Promise<StoredCorrection | null> {
  const [row] = await ctx.tx
    .select({
      correctionId: corrections.id,
      companyId: corrections.companyId,
      employeeId: corrections.employeeId,
      status: corrections.status,
      requestedTime: corrections.requestedTime,
    })
    .from(corrections)
    .where(and(eq(corrections.tenantId, ctx.tenantId), eq(corrections.id, correctionId)))
    .for('update');
  return row ?? null;
}

export async function updateCorrection(
  ctx: TenantContext,
  correctionId: number,
  values: Partial<{
    status: CorrectionStatus;
    rejectionReason: string | null;
    requestedTime: Date;
    reviewedBy: number;
    reviewedAt: Date;
  }>,
): Promise<void> {
  await ctx.tx
    .update(corrections)
    .set(values)
    .where(and(eq(corrections.tenantId, ctx.tenantId), eq(corrections.id, correctionId)));
}

export interface CorrectionFilter {
  companyId?: number;
  employeeId?: number;
  correctionId?: number;
  /** Requested time at or after. */
  from: Date | null;
  /** Requested time before. */
  to: Date | null;
}

function where(ctx: TenantContext, filter: CorrectionFilter): SQL {
  return sql`c.tenant_id = ${ctx.tenantId}
    ${filter.companyId === undefined ? sql`` : sql`and c.company_id = ${filter.companyId}`}
    ${filter.employeeId === undefined ? sql`` : sql`and c.employee_id = ${filter.employeeId}`}
    ${filter.correctionId === undefined ? sql`` : sql`and c.id = ${filter.correctionId}`}
    ${filter.from ? sql`and c.requested_time >= ${filter.from}` : sql``}
    ${filter.to ? sql`and c.requested_time < ${filter.to}` : sql``}`;
}

/** A listed correction with what matching it to a registration needs (`requested`, epoch ms). */
const correctionRow = z.object({
  correctionId: z.number(),
  companyId: z.number(),
  employeeId: z.number(),
  employeeEmail: z.string(),
  employeeName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  requestedTime: z.string(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  requested: z.number(),
});
export type CorrectionRow = z.output<typeof correctionRow>;

/** Corrections with their employees' names, newest requested time first. */
export function listCorrections(
  ctx: TenantContext,
  filter: CorrectionFilter,
): Promise<CorrectionRow[]> {
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  return queryRows(
    ctx.tx,
    correctionRow,
    sql`
      select c.id::float8 as "correctionId", c.company_id::float8 as "companyId",
        e.id::float8 as "employeeId", e.email as "employeeEmail",
        e.first_name || ' ' || e.last_name as "employeeName",
        e.first_name as "firstName", e.last_name as "lastName",
        ${isoUtc(sql`c.requested_time`)} as "requestedTime", c.reason, c.status,
        c.rejection_reason as "rejectionReason", ${isoUtc(sql`c.created_at`)} as "createdAt",
        ${isoUtc(sql`c.reviewed_at`)} as "reviewedAt", ${epochMs(sql`c.requested_time`)} as "requested"
      from corrections c
      join employees e on e.tenant_id = c.tenant_id and e.id = c.employee_id
      where ${where(ctx, filter)}
      order by c.requested_time desc, c.id desc`,
  );
}

/**
 * The registrations a listed correction could apply to: those of its employee that clocked in
 * within its recordsWindow (packages/domain/src/correction-windows.ts), from
 * RECORDS_BEFORE_CORRECTION_MS before its requested time to RECORDS_AFTER_CORRECTION_MS after.
 * Read through the employee index, only near the corrections.
 */
export async function candidateRecords(
  ctx: TenantContext,
  filter: CorrectionFilter,
): Promise<TimeRecordInput[]> {
  // Raw: a correlated EXISTS over the listed corrections, with the list's own filter (where).
  const rows = await queryRows(
    ctx.tx,
    z.object({
      recordId: z.number(),
      employeeId: z.number(),
      clockIn: z.number(),
      clockOut: z.number().nullable(),
      approvalStatus: z.enum(APPROVAL_STATUSES),
    }),
    sql`
      select r.id::float8 as "recordId", r.employee_id::float8 as "employeeId",
        ${epochMs(sql`r.clock_in_time`)} as "clockIn", ${epochMs(sql`r.clock_out_time`)} as "clockOut",
        r.approval_status as "approvalStatus"
      from time_records r
      where r.tenant_id = ${ctx.tenantId}
        and exists (
          select 1 from corrections c
          where ${where(ctx, filter)} and c.employee_id = r.employee_id
            and r.clock_in_time >= c.requested_time - ${msInterval(RECORDS_BEFORE_CORRECTION_MS)}
            and r.clock_in_time < c.requested_time + ${msInterval(RECORDS_AFTER_CORRECTION_MS)})`,
  );
  return rows.map((row) => ({
    recordId: row.recordId,
    employeeId: row.employeeId,
    clockInTime: new Date(row.clockIn),
    clockOutTime: row.clockOut === null ? null : new Date(row.clockOut),
    approvalStatus: row.approvalStatus,
  }));
}

/** A listed row as the rules read a correction. */
export function correctionInput(row: CorrectionRow): CorrectionInput {
  return {
    correctionId: row.correctionId,
    employeeId: row.employeeId,
    requestedTime: new Date(row.requested),
    status: row.status,
    reviewedAt: row.reviewedAt === null ? null : new Date(row.reviewedAt),
  };
}
