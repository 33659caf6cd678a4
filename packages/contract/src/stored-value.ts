import { z } from 'zod';

/**
 * A field's transform into its stored form (a trimmed text, a canonical zone, a BSN's digits):
 * `convert` answers undefined for a value it cannot store, which is refused with the field's
 * own `message`.
 */
export function storedOr<In, Out>(convert: (value: In) => Out | undefined, message: string) {
  return (value: In, ctx: z.core.$RefinementCtx): Out => {
    const stored = convert(value);
    if (stored === undefined) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return stored;
  };
}

/**
 * A value a form must fill in: none (missing, null or empty) gives the field's own message, the
 * one the specification names, so that a form validating with the schema shows the server's
 * text; the field's description says so too.
 */
export function filledIn<In>(schema: z.ZodType<string | null | undefined, In>, message: string) {
  return schema
    .transform(storedOr((value: string | null | undefined) => value || undefined, message))
    .meta({ description: `Verplicht; leeg of ontbrekend geeft "${message}".` });
}
