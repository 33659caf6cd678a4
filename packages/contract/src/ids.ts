import { z } from 'zod';

/**
 * An id written as text (a path, a query string, a form's select): decimal digits only, no
 * sign, no leading zero, no spaces, no '0x1' or '1e3' that a number conversion would read as
 * another id.
 */
export const ID_PATTERN = /^[1-9][0-9]{0,17}$/;

const ID_MESSAGE = 'moet een nummer zijn';
const TOO_BIG = 'is te groot';

/**
 * An id in a path, a query or a body: a JSON integer of at least 1, or a string of decimal
 * digits (docs/api-conventions.md), that JavaScript can hold exactly. A boolean, an array, an object, a
 * fraction or any other text is a 400: nothing is coerced. The type argument is what a caller
 * may send (the web app's typed calls).
 */
export const id = z.union(
  [
    z.int(ID_MESSAGE).min(1, 'moet een positief getal zijn').max(Number.MAX_SAFE_INTEGER, TOO_BIG),
    z
      .string()
      .regex(ID_PATTERN, ID_MESSAGE)
      .transform(Number)
      .pipe(z.number().max(Number.MAX_SAFE_INTEGER, TOO_BIG)),
  ],
  { error: ID_MESSAGE },
);

/** An id as the server answers it. */
export const idOut = z.int().positive();
