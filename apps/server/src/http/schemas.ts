import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './errors';

/** The one error shape (DESIGN §4), for the response schemas of every route. */
export const errorResponse = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    field: z.string().optional(),
  }),
});

/** Path and body ids are accepted as numbers or numeric strings (DESIGN §3). */
export const idParam = z.coerce
  .number({ message: 'moet een nummer zijn' })
  .int('moet een geheel getal zijn')
  .positive('moet een positief getal zijn')
  .max(Number.MAX_SAFE_INTEGER);
