import type { ErrorCode } from '@klokwerk/contract/errors';

export type { ErrorCode };

/**
 * One error class and one table of codes (DESIGN §4; the codes are in packages/contract). A
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
  EMAIL_IN_USE: 409,
  USERNAME_IN_USE: 409,
  /** The plan's employee limit (DESIGN §9), like PLAN_REQUIRED for the company limit. */
  EMPLOYEE_LIMIT: 403,
  /** Registration failed through the server's fault (spec part 2 §8), never for bad input. */
  FAILED_TO_REGISTER_USER: 500,
  PAYLOAD_TOO_LARGE: 413,
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
  invalidJson: 'De aanvraag bevat geen geldige JSON.',
  payloadTooLarge: 'De aanvraag is te groot.',
} as const;
