import {
  AVAILABILITY_MESSAGES,
  type AvailabilityInput,
  type AvailabilityItem,
  MAX_AVAILABILITY_HOURS,
} from '@klokwerk/contract/availability';
import { compareDates, localDateOf } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { AppError, MESSAGES } from '../../http/errors';
import { instantOf } from '../../http/instants';
import { assertCompanyInReach } from '../../tenancy/company-scope';
import type { TenantContext } from '../../tenancy/tenant-context';
import { companyTimeZone } from '../employees/repository';
import * as repo from './repository';

export interface AvailabilityDeps {
  now: Date;
}

type PeriodQuery = { start: string | null; end: string | null };

/** `?start&end` as instants; without an offset the company's wall clock (docs/calculations.md#time-and-time-zones). */
function periodOf(query: PeriodQuery, timeZone: string) {
  const from = query.start === null ? null : instantOf(query.start, timeZone, 'start');
  const to = query.end === null ? null : instantOf(query.end, timeZone, 'end');
  if (from && to && to <= from) {
    throw new AppError('VALIDATION', AVAILABILITY_MESSAGES.periodEnd, 'end');
  }
  return { from, to };
}

/**
 * POST /api/availability: the caller's own availability (the token's employee), in their
 * company. Anyone else's id is 404, as if it did not exist. Times without an offset are the
 * company's wall clock; a date before the company's today is refused.
 */
export async function createAvailability(
  ctx: TenantContext,
  deps: AvailabilityDeps,
  input: AvailabilityInput,
): Promise<AvailabilityItem> {
  if (ctx.actor.employeeId === null) {
    throw new AppError('NOT_FOUND', AVAILABILITY_MESSAGES.notAnEmployee);
  }
  if (ctx.actor.employeeId !== input.employeeId) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
  assertCompanyInReach(ctx, input.companyId);
  const employee = await repo.employeeOfCompany(ctx, input.employeeId, input.companyId);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const startTime = instantOf(input.startTime, employee.timeZone, 'startTime');
  const endTime = instantOf(input.endTime, employee.timeZone, 'endTime');
  if (
    compareDates(
      localDateOf(startTime, employee.timeZone),
      localDateOf(deps.now, employee.timeZone),
    ) < 0
  ) {
    throw new AppError('VALIDATION', AVAILABILITY_MESSAGES.past, 'startTime');
  }
  if (endTime <= startTime) {
    throw new AppError('VALIDATION', AVAILABILITY_MESSAGES.endAfterStart, 'endTime');
  }
  if (endTime.getTime() - startTime.getTime() > MAX_AVAILABILITY_HOURS * 3_600_000) {
    throw new AppError('VALIDATION', AVAILABILITY_MESSAGES.tooLong, 'endTime');
  }
  const id = await repo.insertAvailability(ctx, {
    employeeId: input.employeeId,
    companyId: input.companyId,
    startTime,
    endTime,
    available: input.available,
  });
  const [item] = await repo.listAvailability(ctx, {
    companyId: input.companyId,
    id,
    from: null,
    to: null,
  });
  if (!item) throw new Error(`availability ${id} vanished within its transaction`);
  return item;
}

/** GET /api/availability/company/{companyId}: the planners' side panel. */
export async function availabilityOfCompany(
  ctx: TenantContext,
  companyId: number,
  query: PeriodQuery,
): Promise<AvailabilityItem[]> {
  assertCompanyInReach(ctx, companyId);
  const timeZone = await companyTimeZone(ctx, companyId);
  if (timeZone === null) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return repo.listAvailability(ctx, { companyId, ...periodOf(query, timeZone) });
}

/**
 * GET /api/availability/{employeeId}/{companyId}: one's own for everyone the route admits, any
 * employee of a company in reach for the planners (availability.view); anyone else's is 404.
 */
export async function availabilityOfEmployee(
  ctx: TenantContext,
  employeeId: number,
  companyId: number,
  query: PeriodQuery,
): Promise<AvailabilityItem[]> {
  if (ctx.actor.employeeId !== employeeId) {
    if (!can(ctx.actor.role, 'availability.view')) {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    }
    assertCompanyInReach(ctx, companyId);
  }
  const employee = await repo.employeeOfCompany(ctx, employeeId, companyId);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return repo.listAvailability(ctx, {
    companyId,
    employeeId,
    ...periodOf(query, employee.timeZone),
  });
}
