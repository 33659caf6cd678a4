import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLS } from './calls';
import { confirmSchedulesBody } from './schedules';
import { unknownFieldOf } from './unknown-fields';

describe('a body field the call does not know', () => {
  const body = z
    .object({
      name: z.string(),
      drafts: z.array(z.object({ start: z.string(), note: z.string().optional() })).optional(),
      settings: z.looseObject({ theme: z.string() }).optional(),
    })
    .refine(() => true);

  it('is named, nested fields by their path', () => {
    expect(unknownFieldOf(body, { name: 'a', nmae: 'b' })).toBe('nmae');
    expect(
      unknownFieldOf(body, { name: 'a', drafts: [{ start: 'x' }, { start: 'y', nte: 1 }] }),
    ).toBe('drafts.1.nte');
  });

  it('is none when every key is known, or the object takes any key', () => {
    expect(unknownFieldOf(body, { name: 'a', drafts: [{ start: 'x', note: 'n' }] })).toBeNull();
    expect(unknownFieldOf(body, { name: 'a', settings: { theme: 't', extra: 1 } })).toBeNull();
  });

  it('is left to the schema when the value has the wrong type', () => {
    expect(unknownFieldOf(body, 'text')).toBeNull();
    expect(unknownFieldOf(body, { name: 'a', drafts: 'none' })).toBeNull();
  });

  it('is a key of the union option the value is meant for', () => {
    const either = z.union([
      z.object({ kind: z.literal('a'), x: z.int() }),
      z.object({ kind: z.literal('b'), y: z.int() }),
    ]);
    expect(unknownFieldOf(either, { kind: 'b', y: 1, z: 2 })).toBe('z');
    expect(unknownFieldOf(either, { kind: 'b', y: 1 })).toBeNull();
  });

  it('is found below the pipes and refinements of a real call', () => {
    const draft = {
      employeeEmail: 'anna@example.nl',
      startTime: '2026-11-30T10:00',
      endTime: '2026-11-30T18:00',
    };
    expect(
      unknownFieldOf(confirmSchedulesBody, {
        companyId: 1,
        drafts: [draft, { ...draft, pauze: 30 }],
      }),
    ).toBe('drafts.1.pauze');
  });

  it('is looked for in every call with a body', () => {
    const isObject = (schema: z.ZodType) =>
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).type === 'object';
    const withBody = CALLS.filter((call) => call.body && isObject(call.body));
    expect(withBody.length).toBeGreaterThan(50);
    for (const call of withBody) {
      expect(
        unknownFieldOf(call.body as z.ZodType, { zzOnbekend: 1 }),
        `${call.method} ${call.path}`,
      ).toBe('zzOnbekend');
    }
  });
});
