import { blockedMessage } from '@klokwerk/contract/open-shifts';
import {
  type CreateShiftOfferInput,
  type OfferForMe,
  type OfferPerson,
  type OfferToDecide,
  SHIFT_OFFER_MESSAGES,
  type ShiftOfferItem,
} from '@klokwerk/contract/shift-offers';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { shiftMonths } from '../schedules/index';
import { blockersFor, blockersForEach, violationsIfTaken } from './eligibility';
import { type MailDeps, NOTICES, tell, tellPlanners } from './mails';
import * as repo from './offers-repository';
import { person } from './repository';
import { ownPerson } from './service';

// Offered shifts (docs/open-shifts-and-swaps.md#offered-shifts): an employee offers one of
// their own definitive future shifts, a colleague accepts, a planner approves and the shift
// moves to the colleague.

function itemOf({ fromJobTitleId: _, ...item }: repo.OfferRecord): ShiftOfferItem {
  return item;
}

async function offerItem(ctx: TenantContext, offerId: number): Promise<repo.OfferRecord> {
  const [item] = await repo.offers(ctx, { offerId });
  if (!item) throw new Error(`offer ${offerId} vanished within its transaction`);
  return item;
}

/**
 * POST /api/shift-offers: my own definitive shift that has not begun, to a colleague of my
 * company or (null) to everyone with my job title; one open offer per shift.
 */
export async function createOffer(
  ctx: TenantContext,
  deps: MailDeps,
  input: CreateShiftOfferInput,
): Promise<ShiftOfferItem> {
  const me = await ownPerson(ctx);
  const shift = await repo.shiftForUpdate(ctx, input.scheduleId);
  if (!shift || shift.employeeId !== me.employeeId) {
    throw new AppError('NOT_FOUND', SHIFT_OFFER_MESSAGES.notYourShift, 'scheduleId');
  }
  if (!shift.definitive) {
    throw new AppError('CONFLICT', SHIFT_OFFER_MESSAGES.notDefinitive, 'scheduleId');
  }
  if (shift.startTime <= deps.now) {
    throw new AppError('CONFLICT', SHIFT_OFFER_MESSAGES.notFuture, 'scheduleId');
  }
  let to: Awaited<ReturnType<typeof person>> = null;
  if (input.toEmployeeId !== null) {
    if (input.toEmployeeId === me.employeeId) {
      throw new AppError('VALIDATION', SHIFT_OFFER_MESSAGES.toYourself, 'toEmployeeId');
    }
    to = await person(ctx, input.toEmployeeId);
    if (!to || to.companyId !== shift.companyId) {
      throw new AppError('VALIDATION', SHIFT_OFFER_MESSAGES.colleague, 'toEmployeeId');
    }
  }
  await assertMonthsOpen(ctx, shift.companyId, shiftMonths([shift], shift.timeZone));
  if (await repo.hasOpenOffer(ctx, shift.scheduleId)) {
    throw new AppError('CONFLICT', SHIFT_OFFER_MESSAGES.alreadyOffered, 'scheduleId');
  }
  const offerId = await repo.insertOffer(ctx, {
    companyId: shift.companyId,
    scheduleId: shift.scheduleId,
    fromEmployeeId: me.employeeId,
    toEmployeeId: input.toEmployeeId,
  });
  await recordAudit(ctx, {
    action: 'shift-offer.create',
    entity: 'shift_offer',
    entityId: offerId,
    details: {
      employeeId: me.employeeId,
      after: { scheduleId: shift.scheduleId, toEmployeeId: input.toEmployeeId, status: 'OFFERED' },
    },
  });
  if (to) await tell(ctx, deps, 'shift-offer.offered', to, shift, NOTICES.offeredToYou(me));
  return itemOf(await offerItem(ctx, offerId));
}

/**
 * GET /api/shift-offers/mine: my offers; the offers to me or to all of my job title, each with
 * what stops me taking it (the law is the planner's to weigh here); my colleagues.
 */
export async function myOffers(
  ctx: TenantContext,
  now: Date,
): Promise<{
  timeZone: string;
  mine: ShiftOfferItem[];
  forMe: OfferForMe[];
  colleagues: OfferPerson[];
}> {
  const me = await ownPerson(ctx);
  const all = await repo.offers(ctx, {
    employeeId: me.employeeId,
    companyId: me.companyId,
    from: now,
  });
  const mine = all.filter((o) => o.from.employeeId === me.employeeId).map(itemOf);
  const visible = all.filter(
    (offer) =>
      offer.from.employeeId !== me.employeeId &&
      (offer.to !== null || offer.fromJobTitleId === me.jobTitleId || offer.taker !== null),
  );
  const open = visible.filter((offer) => offer.status === 'OFFERED');
  // One read of the facts for every open offer, not one per offer (eligibility.ts).
  const blockers = await blockersForEach(
    ctx,
    now,
    me,
    open.map((offer) => ({
      shift: {
        scheduleId: offer.scheduleId,
        companyId: offer.companyId,
        startTime: new Date(offer.startTime),
        endTime: new Date(offer.endTime),
      },
      jobTitleId: offer.to === null ? offer.fromJobTitleId : null,
      placesLeft: null,
      alreadyClaimed: false,
    })),
    false,
  );
  const forMe: OfferForMe[] = visible.map((offer) => ({
    ...itemOf(offer),
    blockers: offer.status === 'OFFERED' ? (blockers[open.indexOf(offer)] ?? []) : [],
  }));
  return {
    timeZone: me.timeZone,
    mine,
    forMe,
    colleagues: await repo.colleagues(ctx, me.companyId, me.employeeId),
  };
}

/** The offer, locked, with its shift locked too; 404 when there is none. */
async function lockedOffer(ctx: TenantContext, offerId: number) {
  const offer = await repo.offerForUpdate(ctx, offerId);
  if (!offer) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const shift = await repo.shiftForUpdate(ctx, offer.scheduleId);
  if (!shift) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return { offer, shift };
}

/**
 * PUT /api/shift-offers/{offerId}/accept: an offer to me, or to all of my job title, that is
 * still OFFERED and that nothing but the law stops me taking (409 with every reason).
 */
export async function acceptOffer(
  ctx: TenantContext,
  deps: MailDeps,
  offerId: number,
): Promise<ShiftOfferItem> {
  const me = await ownPerson(ctx);
  const { offer, shift } = await lockedOffer(ctx, offerId);
  const from = await person(ctx, offer.fromEmployeeId);
  if (offer.companyId !== me.companyId || offer.fromEmployeeId === me.employeeId || !from) {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  }
  if (offer.toEmployeeId !== null && offer.toEmployeeId !== me.employeeId) {
    throw new AppError('FORBIDDEN', SHIFT_OFFER_MESSAGES.notForYou);
  }
  if (offer.status !== 'OFFERED') throw new AppError('CONFLICT', SHIFT_OFFER_MESSAGES.notOffered);
  await assertMonthsOpen(ctx, shift.companyId, shiftMonths([shift], shift.timeZone));
  const blockers = await blockersFor(ctx, deps.now, me, shift, {
    jobTitleId: offer.toEmployeeId === null ? from.jobTitleId : null,
    placesLeft: null,
    alreadyClaimed: false,
    labourLawBlocks: false,
  });
  if (blockers.length > 0) throw new AppError('CONFLICT', blockedMessage(blockers));
  await repo.updateOffer(ctx, offerId, {
    status: 'ACCEPTED',
    takerEmployeeId: me.employeeId,
    acceptedAt: deps.now,
  });
  await recordAudit(ctx, {
    action: 'shift-offer.accept',
    entity: 'shift_offer',
    entityId: offerId,
    details: {
      employeeId: me.employeeId,
      before: { status: 'OFFERED' },
      after: { status: 'ACCEPTED', takerEmployeeId: me.employeeId },
    },
  });
  await tell(ctx, deps, 'shift-offer.accepted', from, shift, NOTICES.accepted(me));
  await tellPlanners(
    ctx,
    deps,
    'shift-offer.waiting',
    me,
    shift,
    NOTICES.handOverWaiting(me, from),
  );
  return itemOf(await offerItem(ctx, offerId));
}

/** PUT /api/shift-offers/{offerId}/withdraw: my own offer, while the planner has not decided. */
export async function withdrawOffer(
  ctx: TenantContext,
  deps: MailDeps,
  offerId: number,
): Promise<ShiftOfferItem> {
  const me = await ownPerson(ctx);
  const { offer } = await lockedOffer(ctx, offerId);
  if (offer.fromEmployeeId !== me.employeeId) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  if (offer.status !== 'OFFERED' && offer.status !== 'ACCEPTED') {
    throw new AppError('CONFLICT', SHIFT_OFFER_MESSAGES.notWithdrawable);
  }
  await repo.updateOffer(ctx, offerId, { status: 'WITHDRAWN', decidedAt: deps.now });
  await recordAudit(ctx, {
    action: 'shift-offer.withdraw',
    entity: 'shift_offer',
    entityId: offerId,
    details: { before: { status: offer.status }, after: { status: 'WITHDRAWN' } },
  });
  return itemOf(await offerItem(ctx, offerId));
}

/**
 * GET /api/shift-offers/company/{companyId}: the open and accepted offers whose shift has not
 * ended; an accepted one with the labour-law violations the shift causes in the taker's weeks,
 * which the planner weighs before approving.
 */
export async function offersOfCompany(
  ctx: TenantContext,
  now: Date,
  companyId: number,
): Promise<OfferToDecide[]> {
  await zoneOfCompanyInReach(ctx, companyId);
  const list = await repo.offers(ctx, { companyId, from: now });
  const answer: OfferToDecide[] = [];
  for (const offer of list) {
    const taker = offer.taker ? await person(ctx, offer.taker.employeeId) : null;
    const findings = taker
      ? await violationsIfTaken(ctx, taker, {
          scheduleId: offer.scheduleId,
          companyId: offer.companyId,
          startTime: new Date(offer.startTime),
          endTime: new Date(offer.endTime),
        })
      : [];
    answer.push({
      ...itemOf(offer),
      findings: findings.map((f) => ({ ...f, at: f.at.toISOString() })),
    });
  }
  return answer;
}

/** An ACCEPTED offer of a company in reach, in an open month, with both people. */
async function acceptedOffer(ctx: TenantContext, offerId: number) {
  const { offer, shift } = await lockedOffer(ctx, offerId);
  assertCompanyInReach(ctx, offer.companyId);
  if (offer.status !== 'ACCEPTED' || offer.takerEmployeeId === null) {
    throw new AppError('CONFLICT', SHIFT_OFFER_MESSAGES.notAccepted);
  }
  await assertMonthsOpen(ctx, shift.companyId, shiftMonths([shift], shift.timeZone));
  const [from, taker] = await Promise.all([
    person(ctx, offer.fromEmployeeId),
    person(ctx, offer.takerEmployeeId),
  ]);
  if (!from || !taker) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return { offer, shift, from, taker };
}

/**
 * PUT /api/shift-offers/{offerId}/approve: the shift becomes the taker's (the roster, both
 * calendar feeds and Mijn rooster read it from schedules); both are told.
 */
export async function approveOffer(
  ctx: TenantContext,
  deps: MailDeps,
  offerId: number,
): Promise<ShiftOfferItem> {
  const { offer, shift, from, taker } = await acceptedOffer(ctx, offerId);
  if (await repo.hasSameShift(ctx, taker.employeeId, shift)) {
    throw new AppError('CONFLICT', SHIFT_OFFER_MESSAGES.takerHasShift);
  }
  await repo.moveShiftTo(ctx, shift.scheduleId, taker.employeeId);
  await repo.updateOffer(ctx, offerId, {
    status: 'APPROVED',
    decidedBy: ctx.actor.userId,
    decidedAt: deps.now,
  });
  await recordAudit(ctx, {
    action: 'shift-offer.approve',
    entity: 'schedule',
    entityId: shift.scheduleId,
    details: {
      offerId,
      before: { employeeId: offer.fromEmployeeId, status: 'ACCEPTED' },
      after: { employeeId: taker.employeeId, status: 'APPROVED' },
    },
  });
  await tell(ctx, deps, 'shift-offer.approved', from, shift, NOTICES.handedOver(taker));
  await tell(ctx, deps, 'shift-offer.approved', taker, shift, NOTICES.takenOver);
  return itemOf(await offerItem(ctx, offerId));
}

/** PUT /api/shift-offers/{offerId}/reject: the shift stays; both are told. */
export async function rejectOffer(
  ctx: TenantContext,
  deps: MailDeps,
  offerId: number,
): Promise<ShiftOfferItem> {
  const { shift, from, taker } = await acceptedOffer(ctx, offerId);
  await repo.updateOffer(ctx, offerId, {
    status: 'REJECTED',
    decidedBy: ctx.actor.userId,
    decidedAt: deps.now,
  });
  await recordAudit(ctx, {
    action: 'shift-offer.reject',
    entity: 'shift_offer',
    entityId: offerId,
    details: { before: { status: 'ACCEPTED' }, after: { status: 'REJECTED' } },
  });
  await tell(ctx, deps, 'shift-offer.rejected', from, shift, NOTICES.offerRejected);
  await tell(ctx, deps, 'shift-offer.rejected', taker, shift, NOTICES.offerRejected);
  return itemOf(await offerItem(ctx, offerId));
}
