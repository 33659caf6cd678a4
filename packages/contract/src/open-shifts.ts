import { BLOCKERS, type Blocker } from '@klokwerk/domain/open-shifts';
import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, requiredDateTime, wholeNumber } from './fields';
import { id, idOut } from './ids';
import { endsAfterStart, SCHEDULE_MESSAGES } from './schedules';
import { instantOut } from './time';

/** Most people one open shift asks for. */
export const MAX_PLACES = 50;

/** Texts of open shifts and claims (docs/open-shifts-and-swaps.md). */
export const OPEN_SHIFT_MESSAGES = {
  company: SCHEDULE_MESSAGES.company,
  jobTitle: 'Kies een functie.',
  startTime: SCHEDULE_MESSAGES.startTime,
  endTime: SCHEDULE_MESSAGES.endTime,
  endAfterStart: SCHEDULE_MESSAGES.endAfterStart,
  places: `Vul het aantal mensen in: een heel getal van 1 tot en met ${MAX_PLACES}.`,
  inPast: 'Deze dienst is al begonnen. Kies een begintijd in de toekomst.',
  autoApprove: 'Kies aan of uit voor automatisch goedkeuren.',
  notAnEmployee:
    'Dit account hoort niet bij een medewerker, dus er kunnen geen diensten mee worden geclaimd.',
  notPending: 'Deze claim is al beoordeeld; alleen een claim in behandeling kan worden beoordeeld.',
  filled:
    'Deze open dienst is al aan iemand gegeven en kan daarom niet meer worden verwijderd. Pas de dienst aan in het rooster.',
} as const;

/** Why an employee may not take a shift, as Mijn rooster and a refused claim say it. */
export const BLOCKER_MESSAGES: Record<Blocker, string> = {
  started: 'Deze dienst is al begonnen.',
  full: 'Deze dienst is al vol.',
  jobTitle: 'Deze dienst is voor een andere functie.',
  claimed: 'Je hebt deze dienst al geclaimd.',
  overlap: 'Je hebt op dat moment al een dienst.',
  unavailable: 'Je hebt je op dat moment niet beschikbaar gemeld.',
  leave: 'Je hebt op dat moment verlof.',
  sick: 'Je bent op dat moment ziekgemeld.',
  labourLaw: 'Met deze dienst erbij zou je rooster de Arbeidstijdenwet overtreden.',
};

/** The 409 of a claim or an acceptance that is not allowed: every reason, in one sentence. */
export function blockedMessage(blockers: readonly Blocker[]): string {
  return blockers.map((b) => BLOCKER_MESSAGES[b]).join(' ');
}

export const blocker = z.enum(BLOCKERS);

/** POST /api/open-shifts body: a shift for `places` people with the job title. */
export const createOpenShiftBody = z
  .strictObject({
    companyId: chosenId(OPEN_SHIFT_MESSAGES.company),
    jobTitleId: chosenId(OPEN_SHIFT_MESSAGES.jobTitle),
    startTime: requiredDateTime(OPEN_SHIFT_MESSAGES.startTime),
    endTime: requiredDateTime(OPEN_SHIFT_MESSAGES.endTime),
    places: wholeNumber(OPEN_SHIFT_MESSAGES.places, 1, MAX_PLACES),
  })
  .refine((value) => endsAfterStart(value.startTime, value.endTime) !== false, {
    message: OPEN_SHIFT_MESSAGES.endAfterStart,
    path: ['endTime'],
  });
export type CreateOpenShiftInput = z.output<typeof createOpenShiftBody>;
export type CreateOpenShiftBody = z.input<typeof createOpenShiftBody>;

export const CLAIM_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A claim as the planner's list shows it. */
export const claimItem = z.object({
  claimId: idOut,
  openShiftId: idOut,
  employeeId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: instantOut,
  decidedAt: instantOut.nullable(),
  /** The shift an approved claim became. */
  scheduleId: idOut.nullable(),
});
export type ClaimItem = z.infer<typeof claimItem>;

/** An open shift with its claims (the planner's screen Open diensten). */
export const openShiftItem = z.object({
  openShiftId: idOut,
  companyId: idOut,
  jobTitle: z.object({ id: idOut, name: z.string() }),
  startTime: instantOut,
  endTime: instantOut,
  places: z.int(),
  filled: z.int(),
  placesLeft: z.int(),
  claims: z.array(claimItem),
});
export type OpenShiftItem = z.infer<typeof openShiftItem>;

/** POST /api/open-shifts: publishes an open shift (201). */
export const createOpenShiftCall = defineCall({
  method: 'POST',
  path: '/open-shifts',
  summary: 'Open dienst aanmaken',
  tags: ['open diensten'],
  body: createOpenShiftBody,
  idempotent: true,
  status: 201,
  response: openShiftItem,
  errors: [400, 401, 403, 404, 409],
});

const companyParams = z.object({ companyId: id });

/** GET /api/open-shifts/company/{companyId}: the open shifts not yet over, by start, with claims. */
export const openShiftsOfCompanyCall = defineCall({
  method: 'GET',
  path: '/open-shifts/company/:companyId',
  summary: 'Open diensten van een bedrijf, met claims',
  tags: ['open diensten'],
  params: companyParams,
  status: 200,
  response: z.array(openShiftItem),
  errors: [400, 401, 403, 404],
});

/** An open shift as staff see it in Mijn rooster: whether they may claim it, and why not. */
export const myOpenShiftItem = z.object({
  openShiftId: idOut,
  jobTitle: z.object({ id: idOut, name: z.string() }),
  startTime: instantOut,
  endTime: instantOut,
  placesLeft: z.int(),
  /** My own claim on it, if any. */
  myClaim: z.enum(CLAIM_STATUSES).nullable(),
  blockers: z.array(blocker),
});
export type MyOpenShiftItem = z.infer<typeof myOpenShiftItem>;

/**
 * GET /api/open-shifts/mine: the open shifts of my company for my job title that are not over,
 * those I may claim and those I claimed.
 */
export const myOpenShiftsCall = defineCall({
  method: 'GET',
  path: '/open-shifts/mine',
  summary: 'Open diensten voor mij',
  tags: ['open diensten'],
  status: 200,
  response: z.object({ timeZone: z.string(), openShifts: z.array(myOpenShiftItem) }),
  errors: [401, 403, 404],
});

const openShiftParams = z.object({ openShiftId: id });

/**
 * POST /api/open-shifts/{openShiftId}/claim: my claim, PENDING, or APPROVED at once when the
 * company approves automatically and a place is left (409 when I may not take it).
 */
export const claimOpenShiftCall = defineCall({
  method: 'POST',
  path: '/open-shifts/:openShiftId/claim',
  summary: 'Open dienst claimen',
  tags: ['open diensten'],
  params: openShiftParams,
  idempotent: true,
  status: 201,
  response: claimItem,
  errors: [400, 401, 403, 404, 409],
});

const claimParams = z.object({ claimId: id });

/** PUT /api/open-shifts/claims/{claimId}/approve: the claim becomes the employee's shift. */
export const approveClaimCall = defineCall({
  method: 'PUT',
  path: '/open-shifts/claims/:claimId/approve',
  summary: 'Claim op een open dienst goedkeuren',
  tags: ['open diensten'],
  params: claimParams,
  status: 200,
  response: claimItem,
  errors: [400, 401, 403, 404, 409],
});

/** PUT /api/open-shifts/claims/{claimId}/reject. */
export const rejectClaimCall = defineCall({
  method: 'PUT',
  path: '/open-shifts/claims/:claimId/reject',
  summary: 'Claim op een open dienst afwijzen',
  tags: ['open diensten'],
  params: claimParams,
  status: 200,
  response: claimItem,
  errors: [400, 401, 403, 404, 409],
});

/**
 * DELETE /api/open-shifts/{openShiftId}: an open shift nobody was given yet is withdrawn, and
 * its pending claims are declined (409 once a place is taken).
 */
export const deleteOpenShiftCall = defineCall({
  method: 'DELETE',
  path: '/open-shifts/:openShiftId',
  summary: 'Open dienst verwijderen',
  tags: ['open diensten'],
  params: openShiftParams,
  status: 200,
  response: z.object({ openShiftId: idOut, declinedClaims: z.int().min(0) }),
  errors: [400, 401, 403, 404, 409],
});

export const openShiftSettings = z.object({ companyId: idOut, autoApprove: z.boolean() });
export type OpenShiftSettings = z.infer<typeof openShiftSettings>;

/** GET /api/open-shifts/settings/{companyId}: whether the first claim wins at once. */
export const openShiftSettingsCall = defineCall({
  method: 'GET',
  path: '/open-shifts/settings/:companyId',
  summary: 'Instelling automatisch goedkeuren van claims',
  tags: ['open diensten'],
  params: companyParams,
  status: 200,
  response: openShiftSettings,
  errors: [400, 401, 403, 404],
});

export const saveOpenShiftSettingsBody = z.strictObject({
  autoApprove: z.boolean({ error: OPEN_SHIFT_MESSAGES.autoApprove }),
});

/** PUT /api/open-shifts/settings/{companyId}. */
export const saveOpenShiftSettingsCall = defineCall({
  method: 'PUT',
  path: '/open-shifts/settings/:companyId',
  summary: 'Automatisch goedkeuren van claims aan- of uitzetten',
  tags: ['open diensten'],
  params: companyParams,
  body: saveOpenShiftSettingsBody,
  status: 200,
  response: openShiftSettings,
  errors: [400, 401, 403, 404],
});
