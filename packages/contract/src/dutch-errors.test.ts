import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { speakDutchInZodErrors } from './dutch-errors';

speakDutchInZodErrors();

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe("zod's own messages", () => {
  it('name types in Dutch words, never English ones', () => {
    expect(messageOf(z.string(), ['x'])).toBe('verwacht tekst, ontving lijst');
    expect(messageOf(z.number(), 'x')).toBe('verwacht getal, ontving tekst');
    expect(messageOf(z.object({}), true)).toBe('verwacht object, ontving ja of nee');
  });

  it('say sizes and unknown keys in Dutch', () => {
    expect(messageOf(z.string().max(3), 'abcd')).toBe('mag hoogstens 3 tekens hebben');
    expect(messageOf(z.array(z.int()).min(1), [])).toBe('mag minstens 1 elementen hebben');
    expect(messageOf(z.number().max(10), 11)).toBe('moet hoogstens 10 zijn');
    expect(messageOf(z.strictObject({}), { a: 1 })).toBe('onbekend veld: a');
  });

  it('leave no English type name in any message of a wrong type', () => {
    const english = /\b(string|number|array|boolean|undefined|key)\b/;
    for (const value of [1, 'x', true, null, [], {}]) {
      for (const schema of [z.string(), z.number(), z.boolean(), z.array(z.string())]) {
        const message = messageOf(schema, value);
        if (message) expect(message).not.toMatch(english);
      }
    }
  });
});
