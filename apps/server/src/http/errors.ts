import type { ErrorCode } from '@klokwerk/contract/errors';

export type { ErrorCode };

/**
 * One error class and one table of codes (docs/api-conventions.md#errors; the codes are in packages/contract). A
 * route throws an AppError; the error handler turns it into `{ error: { code, message, field? } }`
 * with the status from the table.
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  LOGIN_FAILED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  TENANT_MISMATCH: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  AVAILABILITY_OVERLAP: 409,
  EMAIL_IN_USE: 409,
  USERNAME_IN_USE: 409,
  /** The plan's employee limit (docs/roles-and-policies.md#plans), like PLAN_REQUIRED for the company limit. */
  EMPLOYEE_LIMIT: 403,
  /** Registration failed through the server's fault (docs/screens.md), never for bad input. */
  FAILED_TO_REGISTER_USER: 500,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  /** The same Idempotency-Key with another request (docs/api-conventions.md). */
  IDEMPOTENCY_KEY_REUSED: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const MESSAGES = {
  unauthenticated: 'Je bent niet ingelogd. Log opnieuw in.',
  tokenInvalid: 'Je sessie is verlopen of ongeldig. Log opnieuw in.',
  tenantMismatch: 'Deze aanvraag hoort bij een ander bedrijf dan je sessie.',
  forbidden: 'Je hebt geen toegang tot dit onderdeel.',
  notFound: 'Niet gevonden.',
  loginFailed: 'Login mislukt. Controleer je gegevens en probeer opnieuw.',
  rateLimited: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  internal: 'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.',
  databaseUnavailable: 'De database is tijdelijk niet bereikbaar. Probeer het later opnieuw.',
  invalidJson:
    'De aanvraag bevat geen geldige JSON (of een verboden veldnaam zoals __proto__ of constructor).',
  emptyJson: 'De aanvraag zegt JSON te sturen (application/json) maar heeft geen inhoud.',
  payloadTooLarge: 'De aanvraag is te groot.',
  unsupportedMediaType:
    'Dit soort inhoud wordt niet ondersteund. Stuur JSON met Content-Type: application/json.',
  uriTooLong: 'Het adres van de aanvraag is te lang.',
  badUrl: 'Het adres van de aanvraag bevat een ongeldige codering.',
  headersTooLarge:
    'De kopregels (headers) of het adres van de aanvraag zijn te groot. Maak ze korter en probeer het opnieuw.',
  requestTimeout: 'De aanvraag duurde te lang. Probeer het opnieuw.',
  badRequest: 'De aanvraag kon niet worden gelezen.',
} as const;
