import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditQuery } from './audit';
import { CALLS } from './calls';
import { employeeCreateBody } from './employees';
import { id } from './ids';
import { monthQuery, reopenMonthBody } from './month-closing';
import { categoryBody } from './organisation';
import { CONTROL_CHARACTER_MESSAGE, line, paragraph } from './text';

function firstProblem(schema: z.ZodType, value: unknown): [string, string] | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : null;
}

describe('the one text rule', () => {
  it('refuses a lone UTF-16 surrogate as it refuses control characters', () => {
    for (const text of ['a\ud800b', 'a\udc00', '\udbff']) {
      expect(firstProblem(line(), text)).toEqual(['', CONTROL_CHARACTER_MESSAGE]);
      expect(firstProblem(paragraph(), text)).toEqual(['', CONTROL_CHARACTER_MESSAGE]);
    }
  });

  it('keeps characters outside the basic plane, which JSON writes as a surrogate pair', () => {
    expect(line().safeParse('Café 😀 𝄞').success).toBe(true);
    expect(paragraph().safeParse('Eén\nregel 😀').success).toBe(true);
  });

  it('names the field of a reason or a name with a lone surrogate', () => {
    expect(
      firstProblem(reopenMonthBody, { companyId: 1, year: 2026, month: 1, reason: 'x\ud800' }),
    ).toEqual(['reason', CONTROL_CHARACTER_MESSAGE]);
    expect(firstProblem(categoryBody, { companyId: 1, name: 'Keuken\udfff' })).toEqual([
      'name',
      CONTROL_CHARACTER_MESSAGE,
    ]);
  });
});

describe('ids', () => {
  it('accept a JSON integer of at least 1 or a text of decimal digits', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse('900719925474099')).toBe(900719925474099);
  });

  it('refuse everything a number conversion would read as an id', () => {
    for (const value of [
      true,
      false,
      [1],
      { id: 1 },
      null,
      '',
      ' 1',
      '1 ',
      '0x1',
      '1e3',
      '01',
      '+1',
      '-1',
      '1.0',
      '١',
      0,
      -1,
      1.5,
      Number.MAX_SAFE_INTEGER + 2,
      '99999999999999999',
      '9999999999999999999',
    ]) {
      expect(id.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('are strict in every call that takes one in its path', () => {
    const withIdParams = CALLS.filter((call) => call.params && /Id\b/.test(call.path));
    expect(withIdParams.length).toBeGreaterThan(10);
    for (const call of withIdParams) {
      const names = [...call.path.matchAll(/:([A-Za-z]+Id)\b/g)].map((m) => m[1] as string);
      for (const name of names) {
        const params = Object.fromEntries(names.map((n) => [n, '1']));
        for (const bad of ['0x1', ' 1', 'true', '1e0']) {
          const result = call.params?.safeParse({ ...params, entity: 'employee', [name]: bad });
          expect(result?.success, `${call.method} ${call.path} ${name}=${bad}`).toBe(false);
        }
      }
    }
  });
});

describe('numbers', () => {
  it('never read a boolean, an array or an object as a month or a year', () => {
    const valid = { companyId: 1, year: 2026, month: 1 };
    expect(monthQuery.safeParse(valid).success).toBe(true);
    expect(monthQuery.safeParse({ ...valid, month: '1', year: '2026' }).success).toBe(true);
    for (const month of [true, false, [1], { m: 1 }, '0x1', ' 1', '1e0', '', null]) {
      expect(firstProblem(monthQuery, { ...valid, month }), JSON.stringify(month)).toEqual([
        'month',
        'Kies een maand (1 tot en met 12).',
      ]);
    }
  });

  it('read a page size only from digits', () => {
    expect(auditQuery.parse({ limit: '20' }).limit).toBe(20);
    expect(auditQuery.parse({}).limit).toBe(50);
    for (const limit of [true, '0x10', '2e1', ' 20']) {
      expect(auditQuery.safeParse({ limit }).success, JSON.stringify(limit)).toBe(false);
    }
  });

  it('read a wage from a form as decimals with a point or a comma, nothing else', () => {
    const employee = { companyId: 1, firstName: 'Anna', lastName: 'Smit', email: 'a@b.nl' };
    const salaryOf = (salary: unknown) => {
      const result = employeeCreateBody.safeParse({ ...employee, salary });
      return result.success ? result.data.salary : 'refused';
    };
    expect(salaryOf('14,25')).toBe(14.25);
    expect(salaryOf('14.25')).toBe(14.25);
    expect(salaryOf(14.25)).toBe(14.25);
    for (const salary of [true, '0x10', '1e2', 'Infinity', [14]]) {
      expect(salaryOf(salary), JSON.stringify(salary)).toBe('refused');
    }
  });
});
