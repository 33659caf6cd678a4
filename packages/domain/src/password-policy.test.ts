import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  PASSWORD_INVALID_CHARACTER_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
} from './password-policy';

const accepted = { ok: true };
const tooWeak = { ok: false, message: PASSWORD_POLICY_MESSAGE };
const tooLong = { ok: false, message: PASSWORD_TOO_LONG_MESSAGE };
const unprintable = { ok: false, message: PASSWORD_INVALID_CHARACTER_MESSAGE };

/** 'Aa1!' followed by lower-case letters up to `length` characters. */
function passwordOfLength(length: number): string {
  return 'Aa1!'.padEnd(length, 'x');
}

describe('checkPassword', () => {
  it('uses the specification’s message verbatim', () => {
    expect(PASSWORD_POLICY_MESSAGE).toBe(
      'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.',
    );
    expect(PASSWORD_TOO_LONG_MESSAGE).toBe('Wachtwoord mag maximaal 128 tekens bevatten.');
  });

  it('accepts the demo password', () => {
    expect(checkPassword('Welkom123!')).toEqual(accepted);
  });

  it('needs at least 8 characters', () => {
    expect(checkPassword(passwordOfLength(7))).toEqual(tooWeak);
    expect(checkPassword(passwordOfLength(8))).toEqual(accepted);
    expect(checkPassword('')).toEqual(tooWeak);
  });

  it('allows at most 128 characters', () => {
    expect(checkPassword(passwordOfLength(128))).toEqual(accepted);
    expect(checkPassword(passwordOfLength(129))).toEqual(tooLong);
    expect(checkPassword('x'.repeat(10_000))).toEqual(tooLong);
  });

  it('counts characters, not UTF-16 code units', () => {
    // Each emoji is two code units: 124 + 4 = 128 characters but 132 code units.
    expect(checkPassword(`${passwordOfLength(124)}🍕🍕🍕🍕`)).toEqual(accepted);
    // Seven characters, eight code units.
    expect(checkPassword('Aa1!xx🍕')).toEqual(tooWeak);
    // 'é' typed as e + combining accent is one character: 7 in all.
    expect(checkPassword('Aa1!xxe\u0301')).toEqual(tooWeak);
  });

  it('needs an uppercase letter', () => {
    expect(checkPassword('welkom123!')).toEqual(tooWeak);
  });

  it('needs a digit', () => {
    expect(checkPassword('WelkomWelkom!')).toEqual(tooWeak);
  });

  it('needs a special character', () => {
    expect(checkPassword('Welkom12345')).toEqual(tooWeak);
  });

  it('does not count a space as the special character, but allows it', () => {
    expect(checkPassword('Welkom 12345')).toEqual(tooWeak);
    expect(checkPassword('Welkom 123 !')).toEqual(accepted);
    expect(checkPassword('        Aa1!')).toEqual(accepted);
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('accepts the spec’s symbol %s', (symbol) => {
    expect(checkPassword(`Welkom123${symbol}`)).toEqual(accepted);
  });

  it.each([
    '-',
    '_',
    '.',
    ',',
    '?',
    '"',
    "'",
    '(',
    ')',
    '[',
    ']',
    '{',
    '}',
    '<',
    '>',
    '=',
    '+',
    '/',
    '\\',
    '|',
    '~',
    '`',
    ':',
    ';',
    '€',
    '§',
    '🍕',
  ])('accepts %s as a special character too (docs/security.md#passwords)', (symbol) => {
    expect(checkPassword(`Welkom123${symbol}`)).toEqual(accepted);
  });

  it('counts non-ASCII uppercase letters and accepts accented letters', () => {
    expect(checkPassword('éénmaal12!')).toEqual(tooWeak);
    expect(checkPassword('Éénmaal12!')).toEqual(accepted);
    expect(checkPassword('ÉÉNMAAL12!')).toEqual(accepted);
    expect(checkPassword('Ölçü2024!?')).toEqual(accepted);
  });

  it('rejects control characters and tells why', () => {
    expect(checkPassword('Welkom123!\n')).toEqual(unprintable);
    expect(checkPassword('Welkom\t123!')).toEqual(unprintable);
    expect(checkPassword('Welkom123!\u0000')).toEqual(unprintable);
    expect(checkPassword('Welkom123!\u007f')).toEqual(unprintable);
    expect(checkPassword('Welkom123!\u0085')).toEqual(unprintable);
  });

  it('rejects a lone surrogate, which cannot be encoded', () => {
    expect(checkPassword('Welkom123!\ud83c')).toEqual(unprintable);
  });

  it('does not count an invisible joiner as the special character', () => {
    expect(checkPassword('Welkom123\u200d')).toEqual(tooWeak);
  });
});
