import {
  AVAILABILITY_MESSAGES,
  type AvailabilityChangeInput,
  type AvailabilityInput,
  type AvailabilityItem,
  MAX_AVAILABILITY_HOURS,
  overlapMessage,
} from '@klokwerk/contract/availability';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { compareDates, localDateOf } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { instantOf } from '../../http/instants';
import { type PeriodParams, periodOf } from '../../http/query-period';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import * as repo from './repository';

export interface AvailabilityDeps {
  now: Date;
}

type PeriodQuery = { start: string | null; end: string | null };

/** `?start&end` of the availability lists. */
const AVAILABILITY_PERIOD: PeriodParams<'start', 'end'> = {
  start: 'start',
  end: 'end',
  endNotAfterStart: AVAILABILITY_MESSAGES.periodEnd,
};

/** The entry's times as instants, checked as docs/screens.md#availability and docs/decisions/012 ask. */
function checkedTimes(
  input: { startTime: string; endTime: string },
  timeZone: string,
  now: Date,
): { startTime: Date; endTime: Date } {
  const startTime = instantOf(input.startTime, timeZone, 'startTime');
  const endTime = instantOf(input.endTime, timeZone, 'endTime');
  if (compareDates(localDateOf(startTime, timeZone), localDateOf(now, timeZone)) < 0) {
    throw new AppError('VALIDATION', AVAILABILITY_MESSAGES.past, 'startTime');
  }
  if (endTime <= startTime) {
    throw new AppError('VALIDATION', AVAILABILITY_MESSAGES.endAfterStart, 'endTime');
  }
  if (endTime.getTime() - startTime.getTime() > MAX_AVAILABILITY_HOURS * 3_600_000) {
    throw new AppError('VALIDATION', AVAILABILITY_MESSAGES.tooLong, 'endTime');
  }
  return { startTime, endTime };
}

/**
 * One person never has two entries for the same moment (the planner's panel would say both
 * "Beschikbaar" and "Niet beschikbaar"). An overlap is a 409 that names the existing entry,
 * unless the caller said to replace it: then the overlapped entries go. Returns their ids.
 */
async function clearOverlaps(
  ctx: TenantContext,
  entry: { employeeId: number; startTime: Date; endTime: Date; except: number | null },
  replace: boolean,
  timeZone: string,
): Promise<number[]> {
  await repo.lockAvailabilityOf(ctx, entry.employeeId);
  const overlaps = await repo.overlappingEntries(ctx, entry);
  const [first] = overlaps;
  if (!first) return [];
  if (!replace) {
    throw new AppError(
      'AVAILABILITY_OVERLAP',
      overlapMessage({
        date: formatDate(first.startTime, timeZone),
        start: formatTime(first.startTime, timeZone),
        end: formatTime(first.endTime, timeZone),
      }),
      'startTime',
    );
  }
  const ids = overlaps.map((overlap) => overlap.id);
  await repo.deleteEntries(ctx, ids);
  return ids;
}

async function itemOf(ctx: TenantContext, companyId: number, id: number) {
  const [item] = await repo.listAvailability(ctx, { companyId, id, from: null, to: null });
  if (!item) throw new Error(`availability ${id} vanished within its transaction`);
  return item;
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
  const times = checkedTimes(input, employee.timeZone, deps.now);
  await clearOverlaps(
    ctx,
    { employeeId: input.employeeId, ...times, except: null },
    input.replace,
    employee.timeZone,
  );
  const id = await repo.insertAvailability(ctx, {
    employeeId: input.employeeId,
    companyId: input.companyId,
    ...times,
    available: input.available,
  });
  return itemOf(ctx, input.companyId, id);
}

/**
 * The entry a change or delete is about: one's own, or for the planners (availability.view)
 * any of a company in reach, which is then someone else's and audited. Otherwise 404.
 */
async function entryInReach(ctx: TenantContext, id: number) {
  const entry = await repo.findEntry(ctx, id);
  if (!entry) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const own = ctx.actor.employeeId === entry.employeeId;
  if (!own) {
    if (!can(ctx.actor.role, 'availability.view')) {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    }
    assertCompanyInReach(ctx, entry.companyId);
  }
  return { entry, own };
}

const auditValues = (entry: { startTime: Date; endTime: Date; available: boolean }) => ({
  startTime: entry.startTime.toISOString(),
  endTime: entry.endTime.toISOString(),
  available: entry.available,
});

/** PUT /api/availability/{id}: new times and choice, under the same rules as a new entry. */
export async function updateAvailability(
  ctx: TenantContext,
  deps: AvailabilityDeps,
  id: number,
  input: AvailabilityChangeInput,
): Promise<AvailabilityItem> {
  const { entry, own } = await entryInReach(ctx, id);
  const times = checkedTimes(input, entry.timeZone, deps.now);
  const replaced = await clearOverlaps(
    ctx,
    { employeeId: entry.employeeId, ...times, except: id },
    input.replace,
    entry.timeZone,
  );
  const after = { ...times, available: input.available };
  await repo.updateEntry(ctx, id, after);
  if (!own) {
    await recordAudit(ctx, {
      action: 'availability.update',
      entity: 'availability',
      entityId: id,
      details: {
        employeeId: entry.employeeId,
        before: auditValues(entry),
        after: auditValues(after),
        ...(replaced.length > 0 ? { replaced } : {}),
      },
    });
  }
  return itemOf(ctx, entry.companyId, id);
}

/** DELETE /api/availability/{id}. */
export async function deleteAvailability(ctx: TenantContext, id: number): Promise<{ id: number }> {
  const { entry, own } = await entryInReach(ctx, id);
  await repo.deleteEntries(ctx, [id]);
  if (!own) {
    await recordAudit(ctx, {
      action: 'availability.delete',
      entity: 'availability',
      entityId: id,
      details: { employeeId: entry.employeeId, before: auditValues(entry) },
    });
  }
  return { id };
}

/** GET /api/availability/company/{companyId}: the planners' side panel. */
export async function availabilityOfCompany(
  ctx: TenantContext,
  companyId: number,
  query: PeriodQuery,
): Promise<AvailabilityItem[]> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  return repo.listAvailability(ctx, {
    companyId,
    ...periodOf(query, AVAILABILITY_PERIOD, timeZone),
  });
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
    ...periodOf(query, AVAILABILITY_PERIOD, employee.timeZone),
  });
}
