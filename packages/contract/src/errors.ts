import { z } from 'zod';

/**
 * The error codes of docs/api-conventions.md#errors. The server maps each to its HTTP status; the web app may act
 * on a code (for example EMAIL_IN_USE next to the e-mail field).
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'LOGIN_FAILED',
  'TOKEN_INVALID',
  'FORBIDDEN',
  'TENANT_MISMATCH',
  'PLAN_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** A new or changed availability entry overlaps another of the same person. */
  'AVAILABILITY_OVERLAP',
  'EMAIL_IN_USE',
  'USERNAME_IN_USE',
  'EMPLOYEE_LIMIT',
  'FAILED_TO_REGISTER_USER',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** `{ error: { code, message, field? } }`: the one shape of every failed call. */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
