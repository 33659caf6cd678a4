import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTACT_MESSAGES, contactBody } from './contact';
import { FORGOT_PASSWORD_MESSAGES, forgotPasswordBody, forgotPasswordForm } from './registration';
import { SIGNUP_MESSAGES, signupBody } from './signup';

/** Field and message of each problem, as a form that validates with the schema shows them. */
function problems(schema: z.ZodType, value: unknown): Array<[string, string]> {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const POLICY =
  'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.';

describe('the contact form (docs/screens.md#public-site)', () => {
  const valid = {
    name: 'Sanne',
    email: 'sanne@example.test',
    message: 'Hallo\nwereld',
    consent: true,
  };

  it('names each missing field, and asks for consent in the specification’s words', () => {
    expect(problems(contactBody, { consent: false })).toEqual([
      ['name', CONTACT_MESSAGES.name],
      ['email', CONTACT_MESSAGES.email],
      ['message', CONTACT_MESSAGES.message],
      ['consent', 'Je moet akkoord gaan met het privacybeleid.'],
    ]);
    for (const consent of [undefined, null, 'true', 1]) {
      expect(problems(contactBody, { ...valid, consent })).toEqual([
        ['consent', 'Je moet akkoord gaan met het privacybeleid.'],
      ]);
    }
    expect(problems(contactBody, { ...valid, email: 'geen-adres' })).toEqual([
      ['email', 'Ongeldig e-mailadres'],
    ]);
  });

  it('keeps the message’s lines, leaves the company optional and the honeypot empty', () => {
    expect(contactBody.parse({ ...valid, company: '  ' })).toEqual({
      ...valid,
      company: null,
      website: null,
    });
  });
});

describe('the forgot-password call (docs/screens.md#forgot-password)', () => {
  it('normalises the company name of the body, or leaves it to the X-Tenant-ID header', () => {
    const email = 'sanne@example.test';
    expect(forgotPasswordBody.parse({ email, tenantId: "Café 't Hoekje" }).tenantId).toBe(
      'cafethoekje',
    );
    expect(forgotPasswordBody.parse({ email }).tenantId).toBeNull();
    expect(forgotPasswordBody.parse({ email, tenantId: ' ' }).tenantId).toBeNull();
    expect(problems(forgotPasswordBody, { email, tenantId: '&&' })).toEqual([
      ['tenantId', 'Geen bedrijfsnaam opgegeven.'],
    ]);
  });

  it('gives the page’s form the specification’s text for an empty company name', () => {
    expect(problems(forgotPasswordForm, { tenantId: '', email: '' })).toEqual([
      ['tenantId', FORGOT_PASSWORD_MESSAGES.noCompanyName],
      ['email', FORGOT_PASSWORD_MESSAGES.email],
    ]);
    expect(forgotPasswordForm.parse({ tenantId: 'Demo Horeca', email: 'a@b.nl' })).toEqual({
      tenantId: 'demohoreca',
      email: 'a@b.nl',
    });
  });
});

describe('the trial sign-up', () => {
  const valid = {
    companyName: 'Café De Haven',
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne@example.test',
    userName: 'sanne',
    password: 'Welkom123!',
  };

  it('names each missing field and holds the password policy', () => {
    expect(problems(signupBody, {})).toEqual([
      ['companyName', SIGNUP_MESSAGES.companyName],
      ['firstName', SIGNUP_MESSAGES.firstName],
      ['lastName', SIGNUP_MESSAGES.lastName],
      ['email', SIGNUP_MESSAGES.email],
      ['userName', SIGNUP_MESSAGES.userName],
      ['password', POLICY],
    ]);
    expect(problems(signupBody, { ...valid, companyName: "'& !" })).toEqual([
      ['companyName', 'Vul de bedrijfsnaam in.'],
    ]);
    expect(problems(signupBody, { ...valid, password: 'welkom123' })).toEqual([
      ['password', POLICY],
    ]);
    expect(problems(signupBody, { ...valid, email: 'sanne' })).toEqual([
      ['email', 'Ongeldig e-mailadres'],
    ]);
    expect(signupBody.parse({ ...valid, companyName: ' Café De Haven ' }).companyName).toBe(
      'Café De Haven',
    );
  });
});
