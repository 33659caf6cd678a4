import { z } from 'zod';
import { defineCall } from './call';
import { chosenId } from './fields';
import { id, idOut } from './ids';
import { finding } from './labour-findings';
import { blocker } from './open-shifts';
import { instantOut } from './time';

/** Texts of offered shifts (docs/open-shifts-and-swaps.md). */
export const SHIFT_OFFER_MESSAGES = {
  schedule: 'Kies een dienst om aan te bieden.',
  colleague: 'Kies een collega, of laat leeg om de dienst aan iedereen aan te bieden.',
  notYourShift: 'Je kunt alleen je eigen diensten aanbieden.',
  notFuture: 'Alleen een dienst die nog niet is begonnen kan worden aangeboden.',
  notDefinitive: 'Alleen een bevestigde dienst kan worden aangeboden.',
  alreadyOffered: 'Deze dienst is al aangeboden. Trek dat aanbod eerst in.',
  toYourself: 'Je kunt een dienst niet aan jezelf aanbieden.',
  notForYou: 'Dit aanbod is voor een andere collega.',
  notOffered: 'Dit aanbod is al aangenomen, ingetrokken of beoordeeld.',
  notAccepted:
    'Dit aanbod is nog niet door een collega aangenomen, of is al beoordeeld; alleen een aangenomen aanbod kan worden beoordeeld.',
  notWithdrawable: 'Dit aanbod is al beoordeeld of ingetrokken.',
  takerHasShift:
    'De collega heeft al een dienst met precies dezelfde tijden. Wijs het aanbod af of pas het rooster aan.',
} as const;

export const OFFER_STATUSES = ['OFFERED', 'ACCEPTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

const person = z.object({ employeeId: idOut, firstName: z.string(), lastName: z.string() });
export type OfferPerson = z.infer<typeof person>;

/** An offered shift as every list shows it. */
export const shiftOfferItem = z.object({
  offerId: idOut,
  companyId: idOut,
  scheduleId: idOut,
  startTime: instantOut,
  endTime: instantOut,
  from: person,
  /** The named colleague; null when it is offered to everyone with the job title. */
  to: person.nullable(),
  taker: person.nullable(),
  status: z.enum(OFFER_STATUSES),
  createdAt: instantOut,
  decidedAt: instantOut.nullable(),
});
export type ShiftOfferItem = z.infer<typeof shiftOfferItem>;

/** POST /api/shift-offers body: one of my own future shifts, to a colleague or (null) to all. */
export const createShiftOfferBody = z.strictObject({
  scheduleId: chosenId(SHIFT_OFFER_MESSAGES.schedule),
  toEmployeeId: z
    .union([id, z.literal(''), z.null()], { error: SHIFT_OFFER_MESSAGES.colleague })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type CreateShiftOfferInput = z.output<typeof createShiftOfferBody>;
export type CreateShiftOfferBody = z.input<typeof createShiftOfferBody>;

export const createShiftOfferCall = defineCall({
  method: 'POST',
  path: '/shift-offers',
  summary: 'Eigen dienst aanbieden aan een collega of aan iedereen',
  tags: ['diensten ruilen'],
  body: createShiftOfferBody,
  idempotent: true,
  status: 201,
  response: shiftOfferItem,
  errors: [400, 401, 403, 404, 409],
});

/** An offer I may take, with what would stop me. */
export const offerForMe = shiftOfferItem.extend({ blockers: z.array(blocker) });
export type OfferForMe = z.infer<typeof offerForMe>;

/**
 * GET /api/shift-offers/mine: what I offered, what is offered to me (named, or to everyone with
 * my job title) and the colleagues of my company I can name.
 */
export const myShiftOffersCall = defineCall({
  method: 'GET',
  path: '/shift-offers/mine',
  summary: 'Mijn aangeboden diensten en aanbiedingen voor mij',
  tags: ['diensten ruilen'],
  status: 200,
  response: z.object({
    timeZone: z.string(),
    mine: z.array(shiftOfferItem),
    forMe: z.array(offerForMe),
    colleagues: z.array(person),
  }),
  errors: [401, 403, 404],
});

const offerParams = z.object({ offerId: id });

/** PUT /api/shift-offers/{offerId}/accept: I take it; the planner decides next. */
export const acceptShiftOfferCall = defineCall({
  method: 'PUT',
  path: '/shift-offers/:offerId/accept',
  summary: 'Aangeboden dienst aannemen',
  tags: ['diensten ruilen'],
  params: offerParams,
  status: 200,
  response: shiftOfferItem,
  errors: [400, 401, 403, 404, 409],
});

/** PUT /api/shift-offers/{offerId}/withdraw: my own offer, before the planner decides. */
export const withdrawShiftOfferCall = defineCall({
  method: 'PUT',
  path: '/shift-offers/:offerId/withdraw',
  summary: 'Eigen aanbod intrekken',
  tags: ['diensten ruilen'],
  params: offerParams,
  status: 200,
  response: shiftOfferItem,
  errors: [400, 401, 403, 404, 409],
});

/** An offer in the planner's list: an accepted one with the taker's labour-law findings. */
export const offerToDecide = shiftOfferItem.extend({ findings: z.array(finding) });
export type OfferToDecide = z.infer<typeof offerToDecide>;

/** GET /api/shift-offers/company/{companyId}: offers still open or accepted, by start. */
export const shiftOffersOfCompanyCall = defineCall({
  method: 'GET',
  path: '/shift-offers/company/:companyId',
  summary: 'Aangeboden diensten van een bedrijf, met de Arbeidstijdenwet-bevindingen',
  tags: ['diensten ruilen'],
  params: z.object({ companyId: id }),
  status: 200,
  response: z.array(offerToDecide),
  errors: [400, 401, 403, 404],
});

/** PUT /api/shift-offers/{offerId}/approve: the shift becomes the taker's. */
export const approveShiftOfferCall = defineCall({
  method: 'PUT',
  path: '/shift-offers/:offerId/approve',
  summary: 'Overname van een dienst goedkeuren',
  tags: ['diensten ruilen'],
  params: offerParams,
  status: 200,
  response: shiftOfferItem,
  errors: [400, 401, 403, 404, 409],
});

/** PUT /api/shift-offers/{offerId}/reject: the shift stays with the one who offered it. */
export const rejectShiftOfferCall = defineCall({
  method: 'PUT',
  path: '/shift-offers/:offerId/reject',
  summary: 'Overname van een dienst afwijzen',
  tags: ['diensten ruilen'],
  params: offerParams,
  status: 200,
  response: shiftOfferItem,
  errors: [400, 401, 403, 404, 409],
});
