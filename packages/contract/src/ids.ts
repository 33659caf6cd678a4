import { z } from 'zod';

/**
 * An id in a path or a body: a number or a numeric string (DESIGN §3), a positive whole
 * number that JavaScript can hold exactly. The type argument is what a caller may send (the
 * web app's typed calls); coercion alone would let it send anything.
 */
export const id = z.coerce
  .number<number | string>({ message: 'moet een nummer zijn' })
  .int('moet een geheel getal zijn')
  .positive('moet een positief getal zijn')
  .max(Number.MAX_SAFE_INTEGER, 'is te groot');

/** An id as the server answers it. */
export const idOut = z.int().positive();
