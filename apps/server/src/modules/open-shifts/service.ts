import {
  blockedMessage,
  type ClaimItem,
  type CreateOpenShiftInput,
  type MyOpenShiftItem,
  OPEN_SHIFT_MESSAGES,
  type OpenShiftItem,
  type OpenShiftSettings,
} from '@klokwerk/contract/open-shifts';
import { MAX_SHIFT_HOURS, SCHEDULE_MESSAGES } from '@klokwerk/contract/schedules';
import { placesLeft } from '@klokwerk/domain/open-shifts';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { instantOf } from '../../http/instants';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { insertSchedules, shiftMonths } from '../schedules/index';
import { blockersFor, blockersForEach } from './eligibility';
import { type MailDeps, NOTICES, tell, tellPlanners } from './mails';
import * as repo from './repository';

/** The token's own employee, or a 404 that says why there is none. */
export async function ownPerson(ctx: TenantContext): Promise<repo.Person> {
  const employeeId = ctx.actor.employeeId;
  const found = employeeId === null ? null : await repo.person(ctx, employeeId);
  if (!found) throw new AppError('NOT_FOUND', OPEN_SHIFT_MESSAGES.notAnEmployee);
  return found;
}

async function itemOf(ctx: TenantContext, openShiftId: number): Promise<OpenShiftItem> {
  const [item] = await repo.openShiftItems(ctx, { openShiftId });
  if (!item) throw new Error(`open shift ${openShiftId} vanished within its transaction`);
  return item;
}

async function claimOf(ctx: TenantContext, claimId: number): Promise<ClaimItem> {
  const [item] = await repo.claimsOf(ctx, { claimId });
  if (!item) throw new Error(`claim ${claimId} vanished within its transaction`);
  return item;
}

/**
 * POST /api/open-shifts: a shift for `places` people with a job title of the company, starting
 * in the future, in an open month.
 */
export async function createOpenShift(
  ctx: TenantContext,
  now: Date,
  input: CreateOpenShiftInput,
): Promise<OpenShiftItem> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const startTime = instantOf(input.startTime, timeZone, 'startTime');
  const endTime = instantOf(input.endTime, timeZone, 'endTime');
  if (endTime <= startTime) {
    throw new AppError('VALIDATION', OPEN_SHIFT_MESSAGES.endAfterStart, 'endTime');
  }
  if (endTime.getTime() - startTime.getTime() > MAX_SHIFT_HOURS * 3_600_000) {
    throw new AppError('VALIDATION', SCHEDULE_MESSAGES.tooLong, 'endTime');
  }
  if (startTime <= now) throw new AppError('VALIDATION', OPEN_SHIFT_MESSAGES.inPast, 'startTime');
  if (!(await repo.jobTitleOfCompany(ctx, input.companyId, input.jobTitleId))) {
    throw new AppError('VALIDATION', OPEN_SHIFT_MESSAGES.jobTitle, 'jobTitleId');
  }
  await assertMonthsOpen(ctx, input.companyId, shiftMonths([{ startTime, endTime }], timeZone));
  const values = {
    companyId: input.companyId,
    jobTitleId: input.jobTitleId,
    startTime,
    endTime,
    places: input.places,
  };
  const openShiftId = await repo.insertOpenShift(ctx, values);
  await recordAudit(ctx, {
    action: 'open-shift.create',
    entity: 'open_shift',
    entityId: openShiftId,
    details: {
      after: {
        jobTitleId: values.jobTitleId,
        startTime: startTime.toISOString(),
        endTime: endTime.toISOString(),
        places: values.places,
      },
    },
  });
  return itemOf(ctx, openShiftId);
}

/** GET /api/open-shifts/company/{companyId}: those not over, by start, with their claims. */
export async function openShiftsOfCompany(
  ctx: TenantContext,
  now: Date,
  companyId: number,
): Promise<OpenShiftItem[]> {
  await zoneOfCompanyInReach(ctx, companyId);
  return repo.openShiftItems(ctx, { companyId, from: now });
}

/**
 * GET /api/open-shifts/mine: my company's open shifts for my job title that have not ended,
 * each with my claim and what would stop me claiming it.
 */
export async function myOpenShifts(
  ctx: TenantContext,
  now: Date,
): Promise<{ timeZone: string; openShifts: MyOpenShiftItem[] }> {
  const me = await ownPerson(ctx);
  const rows =
    me.jobTitleId === null
      ? []
      : await repo.openShiftRows(ctx, {
          companyId: me.companyId,
          from: now,
          jobTitleId: me.jobTitleId,
        });
  const mine = await repo.claimsOfEmployee(ctx, me.employeeId);
  const questions = rows.map((row) => ({
    shift: {
      scheduleId: null,
      companyId: row.companyId,
      startTime: new Date(row.startTime),
      endTime: new Date(row.endTime),
    },
    jobTitleId: row.jobTitleId,
    placesLeft: placesLeft(row.places, row.filled),
    alreadyClaimed: mine.has(row.openShiftId),
  }));
  // One read of the facts for all of them, not one per open shift (eligibility.ts).
  const blockers = await blockersForEach(ctx, now, me, questions, true);
  const openShifts = rows.map(
    (row, index): MyOpenShiftItem => ({
      openShiftId: row.openShiftId,
      jobTitle: { id: row.jobTitleId, name: row.jobTitleName },
      startTime: row.startTime,
      endTime: row.endTime,
      placesLeft: placesLeft(row.places, row.filled),
      myClaim: mine.get(row.openShiftId) ?? null,
      blockers: blockers[index] ?? [],
    }),
  );
  return { timeZone: me.timeZone, openShifts };
}

/**
 * The open shift becomes a definitive shift of the claimant and takes a place; 409 when the
 * employee already has that very shift (the roster's unique key).
 */
async function fill(
  ctx: TenantContext,
  deps: MailDeps,
  open: repo.StoredOpenShift,
  claimId: number,
  employee: repo.Person,
): Promise<void> {
  const { ids, existing } = await insertSchedules(
    ctx,
    open.companyId,
    [{ employeeId: employee.employeeId, startTime: open.startTime, endTime: open.endTime }],
    'DEFINITIVE',
  );
  const scheduleId = ids[0] ?? 0;
  if (existing.has(scheduleId)) throw new AppError('CONFLICT', SCHEDULE_MESSAGES.duplicate);
  await repo.fillPlace(ctx, open.openShiftId);
  await repo.decideClaim(ctx, claimId, { status: 'APPROVED', scheduleId, decidedAt: deps.now });
  await recordAudit(ctx, {
    action: 'open-shift.claim.approve',
    entity: 'open_shift',
    entityId: open.openShiftId,
    details: {
      employeeId: employee.employeeId,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', scheduleId },
    },
  });
  await tell(ctx, deps, 'open-shift.claim.approved', employee, open, NOTICES.claimApproved);
}

/** The open shift, locked, in reach and in an open month; 404 otherwise. */
async function lockedOpenShift(
  ctx: TenantContext,
  openShiftId: number,
): Promise<repo.StoredOpenShift> {
  const open = await repo.openShiftForUpdate(ctx, openShiftId);
  if (!open) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return open;
}

/**
 * POST /api/open-shifts/{openShiftId}/claim: a claim of my own company's open shift, refused
 * (409) with every reason when I may not take it. Under the company's auto-approve the claim is
 * approved at once: the open shift's row lock makes claims at the same moment wait for each
 * other, so the first takes the place and the next finds it full.
 */
export async function claimOpenShift(
  ctx: TenantContext,
  deps: MailDeps,
  openShiftId: number,
): Promise<ClaimItem> {
  const me = await ownPerson(ctx);
  const open = await lockedOpenShift(ctx, openShiftId);
  if (open.companyId !== me.companyId) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  await assertMonthsOpen(ctx, open.companyId, shiftMonths([open], open.timeZone));
  const existing = await repo.claimOfEmployee(ctx, openShiftId, me.employeeId);
  const blockers = await blockersFor(
    ctx,
    deps.now,
    me,
    { scheduleId: null, ...open },
    {
      jobTitleId: open.jobTitleId,
      placesLeft: placesLeft(open.places, open.filled),
      alreadyClaimed: existing !== null,
      labourLawBlocks: true,
    },
  );
  if (blockers.length > 0) throw new AppError('CONFLICT', blockedMessage(blockers));
  const claimId = await repo.insertClaim(ctx, { openShiftId, employeeId: me.employeeId });
  await recordAudit(ctx, {
    action: 'open-shift.claim',
    entity: 'open_shift',
    entityId: openShiftId,
    details: { employeeId: me.employeeId, after: { claimId, status: 'PENDING' } },
  });
  if (await repo.autoApprove(ctx, open.companyId)) {
    await fill(ctx, deps, open, claimId, me);
  } else {
    await tellPlanners(ctx, deps, 'open-shift.claim.waiting', me, open, NOTICES.claimWaiting(me));
  }
  return claimOf(ctx, claimId);
}

/** A PENDING claim of a company in reach, its open shift locked first (the claims' order). */
async function pendingClaim(ctx: TenantContext, claimId: number) {
  const peek = await repo.claimsOf(ctx, { claimId });
  const first = peek[0];
  if (!first) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const open = await lockedOpenShift(ctx, first.openShiftId);
  assertCompanyInReach(ctx, open.companyId);
  const claim = await repo.claimForUpdate(ctx, claimId);
  if (!claim) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  if (claim.status !== 'PENDING') throw new AppError('CONFLICT', OPEN_SHIFT_MESSAGES.notPending);
  await assertMonthsOpen(ctx, open.companyId, shiftMonths([open], open.timeZone));
  const employee = await repo.person(ctx, claim.employeeId);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return { open, claim, employee };
}

/**
 * PUT /api/open-shifts/claims/{claimId}/approve: checked again as at the claim (time has
 * passed: a place may be gone, leave approved, another shift planned), then filled.
 */
export async function approveClaim(
  ctx: TenantContext,
  deps: MailDeps,
  claimId: number,
): Promise<ClaimItem> {
  const { open, employee } = await pendingClaim(ctx, claimId);
  const blockers = await blockersFor(
    ctx,
    deps.now,
    employee,
    { scheduleId: null, ...open },
    {
      jobTitleId: open.jobTitleId,
      placesLeft: placesLeft(open.places, open.filled),
      alreadyClaimed: false,
      labourLawBlocks: true,
    },
  );
  if (blockers.length > 0) throw new AppError('CONFLICT', blockedMessage(blockers));
  await fill(ctx, deps, open, claimId, employee);
  return claimOf(ctx, claimId);
}

/** PUT /api/open-shifts/claims/{claimId}/reject: the employee is told. */
export async function rejectClaim(
  ctx: TenantContext,
  deps: MailDeps,
  claimId: number,
): Promise<ClaimItem> {
  const { open, employee } = await pendingClaim(ctx, claimId);
  await repo.decideClaim(ctx, claimId, {
    status: 'REJECTED',
    scheduleId: null,
    decidedAt: deps.now,
  });
  await recordAudit(ctx, {
    action: 'open-shift.claim.reject',
    entity: 'open_shift',
    entityId: open.openShiftId,
    details: {
      employeeId: employee.employeeId,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED' },
    },
  });
  await tell(ctx, deps, 'open-shift.claim.rejected', employee, open, NOTICES.claimRejected);
  return claimOf(ctx, claimId);
}

/** GET /api/open-shifts/settings/{companyId}. */
export async function openShiftSettings(
  ctx: TenantContext,
  companyId: number,
): Promise<OpenShiftSettings> {
  await zoneOfCompanyInReach(ctx, companyId);
  return { companyId, autoApprove: await repo.autoApprove(ctx, companyId) };
}

/** PUT /api/open-shifts/settings/{companyId}: audited, as it decides who gets a shift. */
export async function saveOpenShiftSettings(
  ctx: TenantContext,
  companyId: number,
  autoApprove: boolean,
): Promise<OpenShiftSettings> {
  await zoneOfCompanyInReach(ctx, companyId);
  const before = await repo.autoApprove(ctx, companyId);
  await repo.saveAutoApprove(ctx, companyId, autoApprove);
  if (before !== autoApprove) {
    await recordAudit(ctx, {
      action: 'open-shift.settings',
      entity: 'company',
      entityId: companyId,
      details: { before: { autoApprove: before }, after: { autoApprove } },
    });
  }
  return { companyId, autoApprove };
}
