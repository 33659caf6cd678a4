import {
  OFFER_STATUSES,
  type OfferPerson,
  type OfferStatus,
  type ShiftOfferItem,
} from '@klokwerk/contract/shift-offers';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { definitiveShifts } from '../../db/definitive-shifts';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { companies, employees, schedules, shiftOffers } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** A definitive shift, locked: the one an offer is about. */
export interface OfferedShift {
  scheduleId: number;
  companyId: number;
  employeeId: number;
  startTime: Date;
  endTime: Date;
  definitive: boolean;
  timeZone: string;
}

export async function shiftForUpdate(
  ctx: TenantContext,
  scheduleId: number,
): Promise<OfferedShift | null> {
  const [row] = await ctx.tx
    .select({
      scheduleId: schedules.id,
      companyId: schedules.companyId,
      employeeId: schedules.employeeId,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      definitive: sql<boolean>`${definitiveShifts(schedules.status)}`,
      timeZone: companies.timeZone,
    })
    .from(schedules)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, schedules.tenantId), eq(companies.id, schedules.companyId)),
    )
    .where(and(eq(schedules.tenantId, ctx.tenantId), eq(schedules.id, scheduleId)))
    .for('update', { of: schedules });
  return row ?? null;
}

/** Whether the shift has an offer that is still open (OFFERED or ACCEPTED). */
export async function hasOpenOffer(ctx: TenantContext, scheduleId: number): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: shiftOffers.id })
    .from(shiftOffers)
    .where(
      and(
        eq(shiftOffers.tenantId, ctx.tenantId),
        eq(shiftOffers.scheduleId, scheduleId),
        inArray(shiftOffers.status, ['OFFERED', 'ACCEPTED']),
      ),
    );
  return rows.length > 0;
}

export async function insertOffer(
  ctx: TenantContext,
  values: {
    companyId: number;
    scheduleId: number;
    fromEmployeeId: number;
    toEmployeeId: number | null;
  },
): Promise<number> {
  const [row] = await ctx.tx
    .insert(shiftOffers)
    .values({ ...values, tenantId: ctx.tenantId })
    .returning({ id: shiftOffers.id });
  if (!row) throw new Error('offer insert returned no row');
  return row.id;
}

export interface StoredOffer {
  offerId: number;
  companyId: number;
  scheduleId: number;
  fromEmployeeId: number;
  toEmployeeId: number | null;
  takerEmployeeId: number | null;
  status: OfferStatus;
}

export async function offerForUpdate(
  ctx: TenantContext,
  offerId: number,
): Promise<StoredOffer | null> {
  const [row] = await ctx.tx
    .select({
      offerId: shiftOffers.id,
      companyId: shiftOffers.companyId,
      scheduleId: shiftOffers.scheduleId,
      fromEmployeeId: shiftOffers.fromEmployeeId,
      toEmployeeId: shiftOffers.toEmployeeId,
      takerEmployeeId: shiftOffers.takerEmployeeId,
      status: shiftOffers.status,
    })
    .from(shiftOffers)
    .where(and(eq(shiftOffers.tenantId, ctx.tenantId), eq(shiftOffers.id, offerId)))
    .for('update');
  return row ?? null;
}

export async function updateOffer(
  ctx: TenantContext,
  offerId: number,
  values: Partial<{
    status: OfferStatus;
    takerEmployeeId: number;
    acceptedAt: Date;
    decidedBy: number | null;
    decidedAt: Date;
  }>,
): Promise<void> {
  await ctx.tx
    .update(shiftOffers)
    .set(values)
    .where(and(eq(shiftOffers.tenantId, ctx.tenantId), eq(shiftOffers.id, offerId)));
}

/** The shift goes to the taker: both calendar feeds read schedules, so they follow. */
export async function moveShiftTo(
  ctx: TenantContext,
  scheduleId: number,
  employeeId: number,
): Promise<void> {
  await ctx.tx
    .update(schedules)
    .set({ employeeId })
    .where(and(eq(schedules.tenantId, ctx.tenantId), eq(schedules.id, scheduleId)));
}

/** Whether the employee has a shift with exactly these times (the roster's unique key). */
export async function hasSameShift(
  ctx: TenantContext,
  employeeId: number,
  shift: { startTime: Date; endTime: Date },
): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        eq(schedules.employeeId, employeeId),
        eq(schedules.startTime, shift.startTime),
        eq(schedules.endTime, shift.endTime),
      ),
    );
  return rows.length > 0;
}

/** An offer as the lists read it, its three people still flat: parsed per row. */
const offerRow = z.object({
  offerId: z.number(),
  companyId: z.number(),
  scheduleId: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  fromId: z.number(),
  fromFirst: z.string(),
  fromLast: z.string(),
  fromJobTitleId: z.number().nullable(),
  toId: z.number().nullable(),
  toFirst: z.string().nullable(),
  toLast: z.string().nullable(),
  takerId: z.number().nullable(),
  takerFirst: z.string().nullable(),
  takerLast: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

function personOf(
  id: number | null,
  first: string | null,
  last: string | null,
): OfferPerson | null {
  return id === null ? null : { employeeId: id, firstName: first ?? '', lastName: last ?? '' };
}

/** An offer as every list shows it, with the job title of the one who offered it. */
export type OfferRecord = ShiftOfferItem & { fromJobTitleId: number | null };

/**
 * Offers with their shift and people, by the shift's start: one by id, a company's open ones,
 * or those that concern an employee (theirs, named to them, taken by them, or open to all of
 * their company) whose shift has not ended.
 */
export async function offers(
  ctx: TenantContext,
  where:
    | { offerId: number }
    | { companyId: number; from: Date }
    | { employeeId: number; companyId: number; from: Date },
): Promise<OfferRecord[]> {
  let filter: ReturnType<typeof sql>;
  if ('offerId' in where) filter = sql`o.id = ${where.offerId}`;
  else if ('employeeId' in where) {
    filter = sql`o.company_id = ${where.companyId} and s.end_time > ${where.from.toISOString()}
      and (o.from_employee_id = ${where.employeeId} or o.taker_employee_id = ${where.employeeId}
           or (o.status = 'OFFERED'
               and (o.to_employee_id = ${where.employeeId} or o.to_employee_id is null)))`;
  } else {
    filter = sql`o.company_id = ${where.companyId} and s.end_time > ${where.from.toISOString()}
      and o.status in ('OFFERED', 'ACCEPTED')`;
  }
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  const rows = await queryRows(
    ctx.tx,
    offerRow,
    sql`
      select o.id::float8 as "offerId", o.company_id::float8 as "companyId",
             o.schedule_id::float8 as "scheduleId",
             ${isoUtc(sql`s.start_time`)} as "startTime", ${isoUtc(sql`s.end_time`)} as "endTime",
             f.id::float8 as "fromId", f.first_name as "fromFirst", f.last_name as "fromLast",
             f.job_title_id::float8 as "fromJobTitleId",
             t.id::float8 as "toId", t.first_name as "toFirst", t.last_name as "toLast",
             k.id::float8 as "takerId", k.first_name as "takerFirst", k.last_name as "takerLast",
             o.status, ${isoUtc(sql`o.created_at`)} as "createdAt",
             case when o.decided_at is null then null else ${isoUtc(sql`o.decided_at`)} end
               as "decidedAt"
      from shift_offers o
      join schedules s on s.tenant_id = o.tenant_id and s.id = o.schedule_id
      join employees f on f.tenant_id = o.tenant_id and f.id = o.from_employee_id
      left join employees t on t.tenant_id = o.tenant_id and t.id = o.to_employee_id
      left join employees k on k.tenant_id = o.tenant_id and k.id = o.taker_employee_id
      where o.tenant_id = ${ctx.tenantId} and ${filter}
      order by s.start_time, o.id`,
  );
  return rows.map((row) => ({
    offerId: row.offerId,
    companyId: row.companyId,
    scheduleId: row.scheduleId,
    startTime: row.startTime,
    endTime: row.endTime,
    from: { employeeId: row.fromId, firstName: row.fromFirst, lastName: row.fromLast },
    to: personOf(row.toId, row.toFirst, row.toLast),
    taker: personOf(row.takerId, row.takerFirst, row.takerLast),
    status: row.status,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    fromJobTitleId: row.fromJobTitleId,
  }));
}

/** The colleagues of a company an employee can name, by name. */
export async function colleagues(
  ctx: TenantContext,
  companyId: number,
  except: number,
): Promise<OfferPerson[]> {
  return ctx.tx
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.companyId, companyId),
        isNull(employees.archivedAt),
        ne(employees.id, except),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
}
