/** The fixed text of docs/security.md#passwords, shown for a too-short or too-simple password. */
export const PASSWORD_POLICY_MESSAGE =
  'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.';
export const PASSWORD_TOO_LONG_MESSAGE = 'Wachtwoord mag maximaal 128 tekens bevatten.';
export const PASSWORD_INVALID_CHARACTER_MESSAGE =
  'Wachtwoord mag geen onzichtbare besturingstekens, tabs of regeleinden bevatten.';

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work argon2 does for one login attempt. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordCheck = { ok: true } | { ok: false; message: string };

/**
 * Control characters (tab, newline, DEL, C1) cannot be typed into a password field and only
 * arrive by pasting or scripting. A lone surrogate is no character at all: UTF-8 encoding
 * would replace it with U+FFFD, so two different passwords would hash the same.
 */
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}]/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/**
 * Punctuation and symbols of any script (wider than the original `!@#$%^&*`): this covers
 * every ASCII character that is not a letter, digit or space, plus '€', '§' and emoji, but
 * not a space or an invisible joiner, which a user would not think of as a special character.
 */
const SPECIAL = /[\p{P}\p{S}]/u;

/**
 * The one password rule (docs/security.md#passwords), for registration, reset, CLI and seed alike: 8 to 128
 * characters, with an uppercase letter, a digit and a special character; any printable
 * character, space included, is allowed.
 */
export function checkPassword(password: string): PasswordCheck {
  // Counted as the user sees them: 'é' typed as e + accent is one character, and so is an emoji.
  const length = [...password.normalize('NFC')].length;
  if (length > PASSWORD_MAX_LENGTH) return { ok: false, message: PASSWORD_TOO_LONG_MESSAGE };
  if (NOT_PRINTABLE.test(password)) {
    return { ok: false, message: PASSWORD_INVALID_CHARACTER_MESSAGE };
  }
  const strong =
    length >= PASSWORD_MIN_LENGTH &&
    UPPERCASE.test(password) &&
    DIGIT.test(password) &&
    SPECIAL.test(password);
  return strong ? { ok: true } : { ok: false, message: PASSWORD_POLICY_MESSAGE };
}
