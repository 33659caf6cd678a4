import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { definitiveShifts } from '../../db/definitive-shifts';
import { isoUtc } from '../../db/instant-sql';
import { companies, employees, schedules } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { currentEmployeeOf, employeeWithCompany } from '../common/employee-repository';

/** The company (with its zone) of an employee that is not archived; null otherwise. */
export function companyOfEmployee(
  ctx: TenantContext,
  employeeId: number,
): Promise<{ companyId: number; companyName: string; timeZone: string } | null> {
  return employeeWithCompany(
    ctx,
    { companyId: companies.id, companyName: companies.companyName, timeZone: companies.timeZone },
    { id: employeeId },
  );
}

export interface PublishedShift {
  scheduleId: number;
  companyId: number;
  employeeId: number;
  firstName: string;
  lastName: string;
  startTime: string;
  endTime: string;
}

/** A shift lasts at most a day (docs/decisions/012), so an overlap is an index range on start. */
const LONGEST_SHIFT_MS = 24 * 3_600_000;

/**
 * THE read of shifts for what staff and the day's board see (Mijn rooster, Vandaag): the
 * shifts of one company, or of one employee, that overlap [from, to), of employees that are
 * not archived, by start. Shifts that are not published must never reach those screens:
 * whatever marks a shift unpublished is filtered here, once.
 */
export async function publishedShifts(
  ctx: TenantContext,
  filter: { companyId?: number; employeeId?: number; from: Date; to: Date },
): Promise<PublishedShift[]> {
  const earliestStart = new Date(filter.from.getTime() - LONGEST_SHIFT_MS);
  return ctx.tx
    .select({
      scheduleId: schedules.id,
      companyId: schedules.companyId,
      employeeId: schedules.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      startTime: isoUtc(schedules.startTime),
      endTime: isoUtc(schedules.endTime),
    })
    .from(schedules)
    .innerJoin(employees, currentEmployeeOf(schedules))
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        filter.companyId === undefined ? undefined : eq(schedules.companyId, filter.companyId),
        filter.employeeId === undefined ? undefined : eq(schedules.employeeId, filter.employeeId),
        definitiveShifts(schedules.status),
        gt(schedules.startTime, earliestStart),
        lt(schedules.startTime, filter.to),
        gt(schedules.endTime, filter.from),
      ),
    )
    .orderBy(asc(schedules.startTime), asc(schedules.id));
}
