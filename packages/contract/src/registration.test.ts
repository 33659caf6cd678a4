import { describe, expect, it } from 'vitest';
import {
  employeeRegistrationBody,
  registrationQuery,
  resetPasswordBody,
  resetQuery,
  userRegistrationBody,
} from './registration';

function firstMessage(
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

const employee = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  phoneNumber: '+31 (0)6 1234 5678',
  dateOfBirth: '1998-04-12',
  address: 'Havenstraat 1',
  email: 'sanne@example.test',
  socialSecurityNumber: '',
};

describe('the employee registration form', () => {
  it('stores the phone number normalised and the BSN as 9 digits, or none', () => {
    expect(employeeRegistrationBody.parse(employee)).toMatchObject({
      phoneNumber: '0612345678',
      socialSecurityNumber: null,
    });
    const withBsn = employeeRegistrationBody.parse({
      ...employee,
      socialSecurityNumber: '11122 2333',
    });
    expect(withBsn.socialSecurityNumber).toBe('111222333');
  });

  it('requires everything but the BSN, with "Vul het adres in." for the address', () => {
    expect(firstMessage(employeeRegistrationBody, { ...employee, address: '' })).toBe(
      'Vul het adres in.',
    );
    expect(firstMessage(employeeRegistrationBody, { ...employee, phoneNumber: 'bel me' })).toBe(
      'Ongeldig telefoonnummer.',
    );
    expect(
      firstMessage(employeeRegistrationBody, { ...employee, socialSecurityNumber: '123456789' }),
    ).toContain('elfproef');
  });
});

describe('the account and password forms', () => {
  it('hold the one password policy', () => {
    const policy =
      'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.';
    expect(firstMessage(resetPasswordBody, { newPassword: 'welkom12' })).toBe(policy);
    expect(firstMessage(resetPasswordBody, {})).toBe(policy);
    expect(
      firstMessage(userRegistrationBody, {
        userName: 'sanne',
        password: 'Kort1!',
        email: 'a@b.nl',
      }),
    ).toBe(policy);
    expect(resetPasswordBody.parse({ newPassword: 'Wé €1 !xyz' }).newPassword).toBe('Wé €1 !xyz');
  });
});

describe('the tenant of a link', () => {
  it("is normalised, and missing gives the page's message", () => {
    expect(registrationQuery.parse({ tenant: "Café 't Hoekje" }).tenant).toBe('cafethoekje');
    expect(firstMessage(registrationQuery, {})).toBe(
      'Geen tenant opgegeven in de registratielink.',
    );
    expect(firstMessage(registrationQuery, { tenant: '&&' })).toBe(
      'Geen tenant opgegeven in de registratielink.',
    );
    expect(firstMessage(resetQuery, { tenant: '' })).toBe('Geen tenant opgegeven in de resetlink.');
  });
});
