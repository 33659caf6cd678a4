import { EMPLOYEE_MESSAGES } from '@klokwerk/contract/employees';
import {
  employeeRegistrationBody,
  forgotPasswordForm,
  resetPasswordBody,
  userRegistrationBody,
} from '@klokwerk/contract/registration';
import { PASSWORD_INVALID_CHARACTER_MESSAGE } from '@klokwerk/domain/password-policy';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/registration.json';
import { i18n } from '../../../i18n/i18n';
import nl from '../../../i18n/nl/registration.json';
import { localizeMessage } from './localize-message';

const english = i18n.getFixedT('en', 'registration');
const dutch = i18n.getFixedT('nl', 'registration');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

type ParseResult = { success: true } | { success: false; error: { issues: { message: string }[] } };

/** Every message the contract's registration schemas give for these inputs. */
function messagesFor(schema: { safeParse(input: object): ParseResult }, inputs: object[]) {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const CONTRACT_MESSAGES = [
  ...messagesFor(employeeRegistrationBody, [
    {},
    {
      firstName: 'x'.repeat(101),
      lastName: 'a\u0007b',
      phoneNumber: 'bel me',
      dateOfBirth: '17-05-1990',
      address: 'Dorpsstraat 1',
      email: 'noor@',
      socialSecurityNumber: '123456789',
    },
  ]),
  ...messagesFor(userRegistrationBody, [
    {},
    { userName: 'noor', password: 'kort', email: 'noor@example.nl' },
    { userName: 'noor', password: `Aa1!${'x'.repeat(130)}`, email: 'noor@example.nl' },
  ]),
  ...messagesFor(forgotPasswordForm, [{}, { tenantId: '&-.', email: 'noor@' }]),
  ...messagesFor(resetPasswordBody, [{}, { newPassword: `Aa1!${'x'.repeat(130)}` }]),
  // The reset page's own rule (lib/passwords-match.ts).
  'Wachtwoorden komen niet overeen.',
  // Reached only past the form: a pasted lone surrogate, the server's check of the date.
  PASSWORD_INVALID_CHARACTER_MESSAGE,
  EMPLOYEE_MESSAGES.dateOfBirthFuture,
  // A date of birth typed in the wrong century.
  ...messagesFor(employeeRegistrationBody, [{ dateOfBirth: '1800-05-17' }]),
];

describe('the registration texts', () => {
  it('have the same keys in Dutch and English', () => {
    expect(keysOf(en)).toEqual(keysOf(nl));
  });

  it('translate every message the contract gives into English', () => {
    expect(CONTRACT_MESSAGES.length).toBeGreaterThan(12);
    for (const message of CONTRACT_MESSAGES) {
      const translated = localizeMessage(message, english);
      expect(translated, message).not.toBe(message);
      // The Dutch page shows the contract's own words.
      expect(localizeMessage(message, dutch)).toBe(message);
    }
  });

  it("say the specification's address message in both languages", () => {
    expect(localizeMessage('Vul het adres in.', dutch)).toBe('Vul het adres in.');
    expect(localizeMessage('Vul het adres in.', english)).toBe('Please enter the address.');
  });

  it('translate a length limit with its number', () => {
    expect(localizeMessage('mag hoogstens 100 tekens lang zijn', english)).toBe(
      'may be at most 100 characters long',
    );
  });

  it('leave an unknown message in Dutch rather than hiding it', () => {
    expect(localizeMessage('Iets onverwachts.', english)).toBe('Iets onverwachts.');
    expect(localizeMessage(null, english)).toBeNull();
  });
});
