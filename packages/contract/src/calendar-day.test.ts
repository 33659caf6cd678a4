import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DAY_RANGES, type DayKind, dayFields } from './calendar-day';
import type { Call } from './call';
import { CALLS } from './calls';

type DayField = { call: Call; part: 'body' | 'query'; path: Array<string | number>; kind: DayKind };
type Meta = { kind: DayKind; shape: 'day' | 'dateTime' };

/** The inner schemas of a wrapper (optional, pipe, union, …), where a field's real type sits. */
function innerSchemas(schema: z.ZodType): z.ZodType[] {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const inner = [def.innerType, def.in, def.out, ...((def.options as unknown[]) ?? [])];
  return inner.filter((s): s is z.ZodType => s instanceof z.ZodType);
}

function dayMetaOf(schema: z.ZodType): Meta | undefined {
  const meta = dayFields.get(schema);
  if (meta) return meta;
  for (const inner of innerSchemas(schema)) {
    const found = dayMetaOf(inner);
    if (found) return found;
  }
  return undefined;
}

/** Every field below `schema` (objects and arrays walked), with the day meta of its schema. */
function fieldsOf(schema: z.ZodType, path: Array<string | number> = []) {
  const found: Array<{ path: Array<string | number>; meta: Meta }> = [];
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'object') {
    for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const meta = dayMetaOf(field);
      if (meta) found.push({ path: [...path, name], meta });
      else found.push(...fieldsOf(field, [...path, name]));
    }
  } else if (def.type === 'array') {
    found.push(...fieldsOf(def.element as z.ZodType, [...path, 0]));
  } else {
    for (const inner of innerSchemas(schema)) found.push(...fieldsOf(inner, path));
  }
  return found;
}

const DAY_FIELDS: Array<DayField & { shape: Meta['shape'] }> = CALLS.flatMap((call) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = call[part];
    if (!schema) return [];
    const unique = new Map(fieldsOf(schema).map((f) => [f.path.join('.'), f]));
    return [...unique.values()].map(({ path, meta }) => ({ call, part, path, ...meta }));
  }),
);

/** An input holding only `value` at `path`: the other fields' complaints are not looked at. */
function inputWith(path: Array<string | number>, value: string): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value,
  );
}

function complaintsAt(field: DayField, value: string): string[] {
  const schema = field.call[field.part] as z.ZodType;
  const result = schema.safeParse(inputWith(field.path, value));
  if (result.success) return [];
  const at = field.path.join('.');
  return result.error.issues.filter((i) => i.path.join('.') === at).map((i) => i.message);
}

const text = (field: DayField & { shape: Meta['shape'] }, day: string) =>
  field.shape === 'day' ? day : `${day}T12:00:00Z`;

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayIn = (kind: DayKind) =>
  fc
    .integer({ min: ms(DAY_RANGES[kind].first), max: ms(DAY_RANGES[kind].last) })
    .map((t) => dayOf(t - (t % 86_400_000)));

/** Days a form could send by a slip of the keyboard, outside every working range. */
const OUTSIDE: Record<DayKind, string[]> = {
  history: ['0000-01-01', '0001-01-01', '0099-03-04', '1899-12-31', '2100-01-01', '9999-12-30'],
  working: ['0000-01-01', '0099-03-04', '1900-12-31', '1999-12-31', '2100-01-01', '9999-12-27'],
};

const label = (f: DayField) => `${f.call.method} ${f.call.path} ${f.part} ${f.path.join('.')}`;

describe('the one calendar-day type', () => {
  it('finds the day and date-time fields of the calls', () => {
    const names = DAY_FIELDS.map(label);
    // A few the range must hold for; a walk that finds none of them is broken.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /schedules/publish body week',
        'POST /schedules/copy body to',
        'POST /open-shifts body startTime',
        'POST /employees/:employeeId/contracts body from',
        'GET /leave/company/:companyId query from',
        'PUT /employees/:employeeId body dateOfBirth',
      ]),
    );
    expect(DAY_FIELDS.length).toBeGreaterThan(30);
  });

  it('leaves no input day in a call without a stated range', () => {
    for (const call of CALLS) {
      for (const part of ['body', 'query'] as const) {
        const schema = call[part];
        if (!schema) continue;
        const json = JSON.stringify(
          z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
        );
        const plain = (json.match(/"format":"date"/g) ?? []).length;
        const ranged = DAY_FIELDS.filter(
          (f) => f.call === call && f.part === part && f.shape === 'day',
        ).length;
        expect(plain > 0 ? ranged > 0 : true, `${call.method} ${call.path} ${part}`).toBe(true);
      }
    }
  });

  it('accepts every day of the range of each field', () => {
    for (const field of DAY_FIELDS) {
      const { first, last } = DAY_RANGES[field.kind];
      for (const day of [first, last]) {
        expect(complaintsAt(field, text(field, day)), `${label(field)} ${day}`).toEqual([]);
      }
      fc.assert(
        fc.property(dayIn(field.kind), (day) => complaintsAt(field, text(field, day)).length === 0),
        { numRuns: 20 },
      );
    }
  });

  it('refuses the days outside the range, naming the field', () => {
    for (const field of DAY_FIELDS) {
      for (const day of OUTSIDE[field.kind]) {
        const complaints = complaintsAt(field, text(field, day));
        expect(complaints.length, `${label(field)} ${day}`).toBeGreaterThan(0);
        expect(complaints[0]).toMatch(
          /tussen 1 januari (1900|2000) en 31 december 2099|Geef het moment/,
        );
      }
    }
  });
});
