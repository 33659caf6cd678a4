import { z } from 'zod';

/**
 * The one rule for fields a call does not know (docs/api-conventions.md#input): a body field
 * the schema does not name is refused, naming it, rather than dropped. A client that misspells
 * `endDate` as `enddate` hears so, instead of a shift saved without its end.
 */
export function unknownFieldMessage(field: string): string {
  return `Onbekend veld ${field}: deze aanvraag kent dat veld niet. Controleer de naam of laat het weg.`;
}

type Def = Record<string, unknown> & { type: string };

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;
const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/**
 * The path ('drafts.0.note') of the first key in `value` that `schema` does not name, or null.
 * Only what the schema could have named counts: a value of the wrong type is the schema's own
 * complaint, and an object that takes any key (a loose object, a record) has no unknown keys.
 */
export function unknownFieldOf(schema: z.ZodType, value: unknown): string | null {
  // A value without keys (a number, a text, null) has no field to name, whatever its schema:
  // the options of an id's or a day's union are not parsed only to find that out.
  if (typeof value !== 'object' || value === null) return null;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && isSchema(def.innerType)) {
    return unknownFieldOf(def.innerType, value);
  }
  switch (def.type) {
    case 'object':
      return unknownInObject(def, value);
    case 'array':
      return unknownInArray(def, value);
    case 'pipe': {
      const input = def.in;
      if (!isSchema(input)) return null;
      // A preprocessing step accepts anything; the shape the client must keep is after it.
      if (defOf(input).type === 'transform' && isSchema(def.out)) {
        return unknownFieldOf(def.out, value);
      }
      return unknownFieldOf(input, value);
    }
    case 'union': {
      const options = (def.options as unknown[]).filter(isSchema);
      // The option the value is meant for is the one it satisfies, unknown keys aside.
      const meant = options.find((option) => option.safeParse(value).success);
      return meant ? unknownFieldOf(meant, value) : null;
    }
    default:
      return null;
  }
}

function unknownInObject(def: Def, value: unknown): string | null {
  if (!isRecord(value)) return null;
  const shape = def.shape as Record<string, z.ZodType>;
  const catchall = def.catchall;
  const takesAnyKey = isSchema(catchall) && defOf(catchall).type !== 'never';
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(shape, key)) {
      if (!takesAnyKey) return key;
      continue;
    }
    const inner = unknownFieldOf(shape[key] as z.ZodType, value[key]);
    if (inner !== null) return `${key}.${inner}`;
  }
  return null;
}

function unknownInArray(def: Def, value: unknown): string | null {
  if (!Array.isArray(value) || !isSchema(def.element)) return null;
  for (const [index, item] of value.entries()) {
    const inner = unknownFieldOf(def.element, item);
    if (inner !== null) return `${index}.${inner}`;
  }
  return null;
}
