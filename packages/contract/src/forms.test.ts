import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COMPANY_REQUIRED_MESSAGE, companyBody } from './companies';
import { categoryBody, jobTitleBody } from './organisation';
import { PENALTY_MINUTES_MESSAGE, penaltySettingsBody } from './penalty-settings';

/** Field and message of each problem, as a form that validates with the schema shows them. */
function problems(schema: z.ZodType, value: unknown): Array<[string, string]> {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the forms of company management, organisation structure and penalty settings', () => {
  it('say the specification’s texts for an empty form (docs/screens.md)', () => {
    expect(problems(companyBody, { companyName: '', emailAddress: ' ' })).toEqual([
      ['companyName', COMPANY_REQUIRED_MESSAGE],
      ['emailAddress', COMPANY_REQUIRED_MESSAGE],
    ]);
    expect(problems(categoryBody, { companyId: '', name: '' })).toEqual([
      ['companyId', 'Selecteer eerst een bedrijf'],
      ['name', 'Categorie naam is verplicht'],
    ]);
    expect(problems(jobTitleBody, { companyId: '', name: ' ', categoryId: '' })).toEqual([
      ['companyId', 'Selecteer eerst een bedrijf'],
      ['name', 'Functie naam is verplicht'],
      ['categoryId', 'Selecteer een categorie'],
    ]);
    expect(
      problems(penaltySettingsBody, { companyId: null, applyPenalty: true, penaltyMinutes: 61 }),
    ).toEqual([
      ['companyId', 'Selecteer eerst een bedrijf'],
      ['penaltyMinutes', PENALTY_MINUTES_MESSAGE],
    ]);
  });

  it('send empty optional company fields as null and keep an absent time zone absent', () => {
    const parsed = companyBody.parse({
      companyName: ' Leeuw ',
      emailAddress: 'info@leeuw.example',
      phoneNumber: '',
      address: '   ',
    });
    expect(parsed).toEqual({
      companyName: 'Leeuw',
      emailAddress: 'info@leeuw.example',
      phoneNumber: null,
      address: null,
      city: null,
    });
  });

  it('take ids as numbers or numeric strings', () => {
    expect(jobTitleBody.parse({ companyId: '3', categoryId: 7, name: 'Kok' })).toEqual({
      companyId: 3,
      categoryId: 7,
      name: 'Kok',
    });
    expect(problems(categoryBody, { companyId: 'drie', name: 'Keuken' })).toEqual([
      ['companyId', 'moet een nummer zijn'],
    ]);
  });
});
