import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, requiredDateTime, requiredEmail, requiredParagraph } from './fields';
import { id, idOut } from './ids';
import { instantOut, periodQuery } from './time';

export const CORRECTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Messages of the correction forms (docs/screens.md#corrections: both fields required, a reason non-blank). */
export const CORRECTION_MESSAGES = {
  /** 409: the same employee asked for the same time with the same reason, still undecided. */
  duplicate:
    'Deze urencorrectie is al aangevraagd (zelfde tijd en reden) en wacht nog op beoordeling.',
  requestedTime: 'Vul het gevraagde tijdstip in.',
  reason: 'Vul een reden in.',
  employeeEmail: 'Vul het e-mailadres van de medewerker in.',
  companyId: 'Selecteer eerst een bedrijf',
  rejectionReason: 'Vul een reden voor de afwijzing in.',
  newRequestedTime: 'Vul het nieuwe tijdstip in.',
  inFuture:
    'Het gevraagde tijdstip ligt in de toekomst. Vraag alleen een correctie aan voor gewerkte tijd.',
  notYours: 'Je kunt alleen voor jezelf een urencorrectie aanvragen.',
  unknownEmployee: 'Er is geen medewerker met dit e-mailadres bij dit bedrijf.',
  notPending:
    'Deze urencorrectie is al beoordeeld; alleen aanvragen die nog in behandeling zijn kunnen worden gewijzigd.',
} as const;

/**
 * A correction as the lists show it, with what the manager's table needs
 * (docs/screens.md#corrections): the employee's name and the clock-out of the registration it would change.
 */
export const correctionItem = z.object({
  correctionId: idOut,
  companyId: idOut,
  employeeId: idOut,
  employeeEmail: z.string(),
  /** 'Voornaam Achternaam'. */
  employeeName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The clock-out the employee asks for. */
  requestedTime: instantOut,
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: instantOut,
  reviewedAt: instantOut.nullable(),
  /**
   * The registration the correction applies to by docs/calculations.md#corrections (same calendar day as its
   * clock-out, else the open one of the 24 hours before), and its registered clock-out; null
   * when none, or while it is open.
   */
  recordId: idOut.nullable(),
  clockOutTime: instantOut.nullable(),
});
export type CorrectionItem = z.infer<typeof correctionItem>;

/** GET /api/corrections/all/email/{email}: newest requested time first. */
export const correctionsOfEmployeeCall = defineCall({
  method: 'GET',
  path: '/corrections/all/email/:email',
  summary: 'Urencorrecties van een medewerker (de eigen, of als beoordelaar van iemand)',
  tags: ['urencorrecties'],
  params: z.object({ email: requiredEmail(CORRECTION_MESSAGES.employeeEmail) }),
  status: 200,
  response: z.array(correctionItem),
  errors: [400, 401, 403, 404],
});

/**
 * GET /api/corrections/all/company/{companyId}: optionally only
 * those whose requested time lies in [startDate, endDate); newest requested time first.
 */
export const correctionsOfCompanyCall = defineCall({
  method: 'GET',
  path: '/corrections/all/company/:companyId',
  summary: 'Urencorrecties van een bedrijf (optioneel ?startDate&endDate)',
  tags: ['urencorrecties'],
  params: z.object({ companyId: id }),
  query: periodQuery,
  status: 200,
  response: z.array(correctionItem),
  errors: [400, 401, 403, 404],
});

/** POST /api/corrections/request body. */
export const correctionRequestBody = z.object({
  requestedTime: requiredDateTime(CORRECTION_MESSAGES.requestedTime),
  reason: requiredParagraph(CORRECTION_MESSAGES.reason, 1000),
  employeeEmail: requiredEmail(CORRECTION_MESSAGES.employeeEmail),
  companyId: chosenId(CORRECTION_MESSAGES.companyId),
});
export type CorrectionRequest = z.output<typeof correctionRequestBody>;

/**
 * What the request call answers: no last name and no registration, since the kiosk may submit
 * for a colleague and shows first names only (docs/roles-and-policies.md#roles). The lists give the rest.
 */
export const correctionReceipt = z.object({
  correctionId: idOut,
  employeeEmail: z.string(),
  firstName: z.string(),
  requestedTime: instantOut,
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
});
export type CorrectionReceipt = z.infer<typeof correctionReceipt>;

/** 409 when the requested time falls in a closed month. */
export const requestCorrectionCall = defineCall({
  method: 'POST',
  path: '/corrections/request',
  summary: 'Urencorrectie aanvragen',
  tags: ['urencorrecties'],
  body: correctionRequestBody,
  idempotent: true,
  status: 201,
  response: correctionReceipt,
  errors: [400, 401, 403, 404, 409],
});

const correctionIdParams = z.object({ correctionId: id });

/** PUT /api/corrections/approve/{correctionId}: only a PENDING one (409 otherwise). */
export const approveCorrectionCall = defineCall({
  method: 'PUT',
  path: '/corrections/approve/:correctionId',
  summary: 'Urencorrectie goedkeuren',
  tags: ['urencorrecties'],
  params: correctionIdParams,
  status: 200,
  response: correctionItem,
  errors: [400, 401, 403, 404, 409],
});

export const rejectCorrectionBody = z.object({
  rejectionReason: requiredParagraph(CORRECTION_MESSAGES.rejectionReason, 1000),
});

/** PUT /api/corrections/reject/{correctionId} with a reason that is not blank (docs/screens.md#corrections). */
export const rejectCorrectionCall = defineCall({
  method: 'PUT',
  path: '/corrections/reject/:correctionId',
  summary: 'Urencorrectie afwijzen',
  tags: ['urencorrecties'],
  params: correctionIdParams,
  body: rejectCorrectionBody,
  status: 200,
  response: correctionItem,
  errors: [400, 401, 403, 404, 409],
});

export const updateCorrectionTimeBody = z.object({
  /** ISO UTC as the screen sends it; without an offset the company's wall clock. */
  newRequestedTime: requiredDateTime(CORRECTION_MESSAGES.newRequestedTime),
});

/** PUT /api/corrections/update-time/{correctionId}: the manager's edit mode (docs/screens.md#corrections). */
export const updateCorrectionTimeCall = defineCall({
  method: 'PUT',
  path: '/corrections/update-time/:correctionId',
  summary: 'Gevraagd tijdstip van een urencorrectie aanpassen',
  tags: ['urencorrecties'],
  params: correctionIdParams,
  body: updateCorrectionTimeBody,
  status: 200,
  response: correctionItem,
  errors: [400, 401, 403, 404, 409],
});
