import { describe, expect, it } from 'vitest';
import { changeEmailBody, invitationBody, rolesBody } from './users';

function firstIssue(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? { message: issue.message, path: issue.path.join('.') } : null;
}

describe('the role body', () => {
  it('takes a list holding one known role', () => {
    expect(rolesBody.parse(['ROOSTERMAKER'])).toBe('ROOSTERMAKER');
    expect(rolesBody.parse([' MEDEWERKER '])).toBe('MEDEWERKER');
  });

  it('says "Kies een rol" without one, and refuses two or an unknown one', () => {
    for (const value of [undefined, null, [], [''], ['   ']]) {
      expect(firstIssue(rolesBody, value)?.message).toBe('Kies een rol');
    }
    expect(firstIssue(rolesBody, ['MEDEWERKER', 'BAAS'])?.message).toBe('Kies precies één rol.');
    expect(firstIssue(rolesBody, ['koning'])?.message).toBe('Onbekende rol "koning".');
  });
});

describe('the invitation form', () => {
  const valid = {
    userDTO: {
      email: 'sanne@example.test',
      companyName: 'Centrum',
      roles: ['MEDEWERKER'],
      tenant: 'x',
    },
    companyIdRequestDto: { companyId: '12', firstName: 'Sanne', lastName: 'de Vries' },
  };

  it("takes the specification's body, with the id as a number or a numeric string", () => {
    const parsed = invitationBody.parse(valid);
    expect(parsed.companyIdRequestDto.companyId).toBe(12);
    expect(parsed.userDTO.roles).toBe('MEDEWERKER');
  });

  it('asks for the company first, then names each empty field', () => {
    const empty = {
      userDTO: { email: '', roles: [] },
      companyIdRequestDto: { companyId: '', firstName: '', lastName: '' },
    };
    expect(firstIssue(invitationBody, empty)).toEqual({
      message: 'Selecteer eerst een bedrijf',
      path: 'companyIdRequestDto.companyId',
    });
    for (const [part, field] of [
      ['companyIdRequestDto', 'firstName'],
      ['companyIdRequestDto', 'lastName'],
      ['userDTO', 'email'],
      ['userDTO', 'roles'],
    ] as const) {
      const body = { ...valid, [part]: { ...valid[part], [field]: field === 'roles' ? [] : ' ' } };
      expect(firstIssue(invitationBody, body)).toEqual({
        message: 'Vul alle verplichte velden in',
        path: `${part}.${field}`,
      });
    }
    const badAddress = { ...valid, userDTO: { ...valid.userDTO, email: 'sanne' } };
    expect(firstIssue(invitationBody, badAddress)?.message).toBe('Ongeldig e-mailadres');
  });
});

describe('the e-mail change', () => {
  it('says "Ongeldig e-mailadres" for an empty or malformed address', () => {
    for (const newEmail of ['', 'sanne', null]) {
      expect(firstIssue(changeEmailBody, { newEmail })?.message).toBe('Ongeldig e-mailadres');
    }
    expect(changeEmailBody.parse({ newEmail: ' sanne@example.test ' }).newEmail).toBe(
      'sanne@example.test',
    );
  });
});
