import {
  type ConfirmSchedulesInput,
  type CreatedScheduleItem,
  type CreateScheduleInput,
  MAX_SHIFT_HOURS,
  SCHEDULE_MESSAGES,
  type ScheduleItem,
  type ShiftDraft,
  type ShiftStatus,
  type UpdateScheduleInput,
  type WarningTime,
} from '@klokwerk/contract/schedules';
import { can } from '@klokwerk/domain/policies';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { instantOf } from '../../http/instants';
import { type PeriodParams, periodOf } from '../../http/query-period';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { absenceWarningsFor } from '../leave/index';
import { type MailDeps, mailDefinitiveChange } from './notify';
import * as repo from './repository';
import { shiftMonths } from './shift-months';

export interface ScheduleDeps extends MailDeps {
  now: Date;
}

/** `?start&end` of the roster's list. */
const SCHEDULES_PERIOD: PeriodParams<'start', 'end'> = {
  start: 'start',
  end: 'end',
  endNotAfterStart: SCHEDULE_MESSAGES.periodEnd,
};

/**
 * GET /api/schedules/company/{companyId}: the roster, or the part of it in ?start&end. The
 * planners see the concepts too; everyone else the definitive shifts only.
 */
export async function schedulesOfCompany(
  ctx: TenantContext,
  companyId: number,
  query: { start: string | null; end: string | null },
): Promise<ScheduleItem[]> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const withConcepts = can(ctx.actor.role, 'schedule.edit');
  return repo.listSchedules(
    ctx,
    companyId,
    periodOf(query, SCHEDULES_PERIOD, timeZone),
    withConcepts,
  );
}

/**
 * A draft's times as instants, checked in the order of the form (docs/screens.md#roster). `field`
 * names the input in an error: 'endTime', or 'drafts.2.endTime' for the third draft.
 */
function shiftTimes(draft: ShiftDraft, timeZone: string, field: (name: string) => string) {
  const startTime = instantOf(draft.startTime, timeZone, field('startTime'));
  const endTime = instantOf(draft.endTime, timeZone, field('endTime'));
  if (endTime <= startTime) {
    throw new AppError('VALIDATION', SCHEDULE_MESSAGES.endAfterStart, field('endTime'));
  }
  if (endTime.getTime() - startTime.getTime() > MAX_SHIFT_HOURS * 3_600_000) {
    throw new AppError('VALIDATION', SCHEDULE_MESSAGES.tooLong, field('endTime'));
  }
  return { startTime, endTime };
}

/**
 * Warnings per new shift: overlaps with other shifts of the employee, times marked unavailable,
 * approved leave and sick periods (docs/decisions/025).
 */
export async function warningsFor(
  ctx: TenantContext,
  items: readonly ScheduleItem[],
  timeZone: string,
): Promise<Map<number, string[]>> {
  const ids = items.map((item) => item.scheduleId);
  const names = new Map(
    items.map((item) => [item.scheduleId, `${item.employee.firstName} ${item.employee.lastName}`]),
  );
  const warnings = new Map<number, string[]>();
  const add = (clashes: readonly repo.Clash[], text: (time: WarningTime) => string) => {
    for (const clash of clashes) {
      const list = warnings.get(clash.scheduleId) ?? [];
      list.push(
        text({
          name: names.get(clash.scheduleId) ?? '',
          startTime: new Date(clash.startMs),
          endTime: new Date(clash.endMs),
          timeZone,
        }),
      );
      warnings.set(clash.scheduleId, list);
    }
  };
  add(await repo.overlappingShifts(ctx, ids), SCHEDULE_MESSAGES.overlap);
  add(await repo.unavailableTimes(ctx, ids), SCHEDULE_MESSAGES.unavailable);
  for (const [scheduleId, texts] of await absenceWarningsFor(ctx, items, timeZone)) {
    warnings.set(scheduleId, [...(warnings.get(scheduleId) ?? []), ...texts]);
  }
  return warnings;
}

/**
 * Drafts as shifts of employees of the company, checked in the order of the form: the first
 * wrong one is a 400 naming it (`field(index, name)`).
 */
export async function draftShifts(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  drafts: readonly ShiftDraft[],
  field: (index: number, name: string) => string,
): Promise<repo.NewShift[]> {
  const employees = await repo.employeesByEmail(
    ctx,
    companyId,
    drafts.map((draft) => draft.employeeEmail),
  );
  return drafts.map((draft, index) => {
    const employee = employees.get(draft.employeeEmail.toLowerCase());
    if (!employee) {
      throw new AppError('VALIDATION', SCHEDULE_MESSAGES.employee, field(index, 'employeeEmail'));
    }
    const times = shiftTimes(draft, timeZone, (name) => field(index, name));
    return { employeeId: employee.employeeId, ...times };
  });
}

/**
 * Creates shifts of one company in the request's transaction: every draft is checked before
 * the first is written, none may lie in a closed month (409), and an error anywhere rolls all
 * of them back. Shifts that start in the past change what the hours report compares
 * registrations with, so they are audited. A shift
 * that is planned already (the same employee, start and end) is never planned twice: one new
 * shift is then refused (`refuseExisting`, 409), a confirmed roster answers it as it is, with a
 * warning that says so (docs/api-conventions.md).
 */
async function createShifts(
  ctx: TenantContext,
  deps: ScheduleDeps,
  companyId: number,
  drafts: readonly ShiftDraft[],
  field: (index: number, name: string) => string,
  options: { refuseExisting: boolean; status: ShiftStatus },
): Promise<CreatedScheduleItem[]> {
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const shifts = await draftShifts(ctx, companyId, timeZone, drafts, field);
  await assertMonthsOpen(ctx, companyId, shiftMonths(shifts, timeZone));
  const { ids, existing } = await repo.insertSchedules(ctx, companyId, shifts, options.status);
  if (options.refuseExisting && existing.size > 0) {
    throw new AppError('CONFLICT', SCHEDULE_MESSAGES.duplicate, field(0, 'startTime'));
  }
  for (const [index, shift] of shifts.entries()) {
    if (shift.startTime >= deps.now || existing.has(ids[index] ?? 0)) continue;
    await recordAudit(ctx, {
      action: 'schedule.create',
      entity: 'schedule',
      entityId: ids[index] ?? null,
      details: {
        employeeId: shift.employeeId,
        startTime: shift.startTime.toISOString(),
        endTime: shift.endTime.toISOString(),
      },
    });
  }
  const items = await repo.scheduleItems(ctx, ids);
  const warnings = await warningsFor(ctx, items, timeZone);
  return items.map((item) => ({
    ...item,
    warnings: [
      ...(existing.has(item.scheduleId) ? [SCHEDULE_MESSAGES.alreadyPlanned] : []),
      ...(warnings.get(item.scheduleId) ?? []),
    ],
  }));
}

/** One shift of `status` as it was sent; one that is planned already is a 409. */
async function createOne(
  ctx: TenantContext,
  deps: ScheduleDeps,
  input: CreateScheduleInput,
  status: ShiftStatus,
): Promise<CreatedScheduleItem> {
  const [created] = await createShifts(ctx, deps, input.companyId, [input], (_, name) => name, {
    refuseExisting: true,
    status,
  });
  if (!created) throw new Error('a created shift went missing');
  return created;
}

/**
 * POST /api/schedules/create: one definitive shift, mailed to its employee; a shift that is
 * planned already is a 409.
 */
export async function createSchedule(
  ctx: TenantContext,
  deps: ScheduleDeps,
  input: CreateScheduleInput,
): Promise<CreatedScheduleItem> {
  const created = await createOne(ctx, deps, input, 'DEFINITIVE');
  await mailDefinitiveChange(
    ctx,
    deps,
    { companyId: input.companyId, timeZone: await zoneOfCompanyInReach(ctx, input.companyId) },
    { before: null, after: mailedShift(created) },
  );
  return created;
}

/** POST /api/schedules/concepts: one concept shift; one that is planned already is a 409. */
export function createConcept(
  ctx: TenantContext,
  deps: ScheduleDeps,
  input: CreateScheduleInput,
): Promise<CreatedScheduleItem> {
  return createOne(ctx, deps, input, 'CONCEPT');
}

function mailedShift(item: ScheduleItem) {
  return {
    employeeId: item.employee.employeeId,
    startTime: new Date(item.startTime),
    endTime: new Date(item.endTime),
  };
}

/** A stored shift of a company in reach; another company's, another tenant's or none is 404. */
async function shiftInReach(ctx: TenantContext, scheduleId: number): Promise<repo.StoredShift> {
  const shift = await repo.findSchedule(ctx, scheduleId);
  if (!shift) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, shift.companyId);
  return shift;
}

/**
 * PUT /api/schedules/{scheduleId}: another employee or time, neither from nor into a closed
 * month (409). The status stays: a concept is still the planners' own, a definitive shift's
 * employee (or both, when it changed hands) is mailed at once. Past shifts are audited, as
 * creating and deleting them is.
 */
export async function updateSchedule(
  ctx: TenantContext,
  deps: ScheduleDeps,
  scheduleId: number,
  input: UpdateScheduleInput,
): Promise<CreatedScheduleItem> {
  const shift = await shiftInReach(ctx, scheduleId);
  const timeZone = await zoneOfCompanyInReach(ctx, shift.companyId);
  const [moved] = await draftShifts(ctx, shift.companyId, timeZone, [input], (_, name) => name);
  if (!moved) throw new Error('a moved shift went missing');
  await assertMonthsOpen(ctx, shift.companyId, shiftMonths([shift, moved], timeZone));
  if (!(await repo.moveSchedule(ctx, scheduleId, moved))) {
    throw new AppError('CONFLICT', SCHEDULE_MESSAGES.duplicate, 'startTime');
  }
  if (shift.startTime < deps.now || moved.startTime < deps.now) {
    await recordAudit(ctx, {
      action: 'schedule.update',
      entity: 'schedule',
      entityId: scheduleId,
      details: {
        before: {
          employeeId: shift.employeeId,
          startTime: shift.startTime.toISOString(),
          endTime: shift.endTime.toISOString(),
        },
        after: {
          employeeId: moved.employeeId,
          startTime: moved.startTime.toISOString(),
          endTime: moved.endTime.toISOString(),
        },
      },
    });
  }
  if (shift.status === 'DEFINITIVE') {
    await mailDefinitiveChange(
      ctx,
      deps,
      { companyId: shift.companyId, timeZone },
      { before: shift, after: moved },
    );
  }
  const [item] = await repo.scheduleItems(ctx, [scheduleId]);
  if (!item) throw new Error('a moved shift went missing');
  const warnings = await warningsFor(ctx, [item], timeZone);
  return { ...item, warnings: warnings.get(scheduleId) ?? [] };
}

/**
 * POST /api/schedules/confirm: all drafts or none; an error names the draft by its index. A
 * draft planned already is answered as the shift it is, with a warning, not planned again.
 */
export async function confirmSchedules(
  ctx: TenantContext,
  deps: ScheduleDeps,
  input: ConfirmSchedulesInput,
): Promise<CreatedScheduleItem[]> {
  return createShifts(
    ctx,
    deps,
    input.companyId,
    input.drafts,
    (index, name) => `drafts.${index}.${name}`,
    { refuseExisting: false, status: 'DEFINITIVE' },
  );
}

/**
 * DELETE /api/schedules/delete/{scheduleId}: a shift of a company in reach; else 404. One in a
 * closed month stays (409). A definitive shift still ahead is mailed to its employee.
 */
export async function deleteSchedule(
  ctx: TenantContext,
  deps: ScheduleDeps,
  scheduleId: number,
): Promise<{ scheduleId: number }> {
  const shift = await shiftInReach(ctx, scheduleId);
  const timeZone = await zoneOfCompanyInReach(ctx, shift.companyId);
  await assertMonthsOpen(ctx, shift.companyId, shiftMonths([shift], timeZone));
  await repo.deleteSchedule(ctx, scheduleId);
  if (shift.status === 'DEFINITIVE') {
    await mailDefinitiveChange(
      ctx,
      deps,
      { companyId: shift.companyId, timeZone },
      { before: shift, after: null },
    );
  }
  if (shift.startTime < deps.now) {
    await recordAudit(ctx, {
      action: 'schedule.delete',
      entity: 'schedule',
      entityId: scheduleId,
      details: {
        employeeId: shift.employeeId,
        startTime: shift.startTime.toISOString(),
        endTime: shift.endTime.toISOString(),
      },
    });
  }
  return { scheduleId };
}
