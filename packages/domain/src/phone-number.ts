/**
 * Phone numbers are the kiosk's key (docs/data-model.md: unique within a company), so one number must
 * be stored in one form however it was typed: `06 12 34 56 78`, `06-12345678`, `0612345678`,
 * `+31 6 12345678`, `0031 (0)6 1234 5678`. The form is digits only, as the kiosk's keypad
 * types them: a Dutch number in its national form (`0612345678`), a foreign one with its
 * international prefix (`0032470123456`).
 */

/** Separators people type between digit groups. */
const SEPARATORS = /[\s\-.()/]/g;

/** Shortest and longest digit strings a real number has (E.164 allows at most 15 digits). */
const MIN_DIGITS = 8;
const MAX_DIGITS = 17; // 00 + 15

/**
 * The stored form of a phone number, or null when `input` is no phone number. A leading `+` or
 * `*` (the kiosk's keypad has no `+`) means an international prefix; the Dutch one, 31, becomes
 * the national 0, and "(0)" after it is dropped.
 */
export function normalizePhoneNumber(input: string): string | null {
  let text = input.trim();
  // "+31 (0)6…": the (0) is only for dialling within the country.
  text = text.replace(/^(\+|\*|00)\s*31\s*\(0\)/, '$131');
  text = text.replace(SEPARATORS, '');
  if (/^[+*]/.test(text)) text = `00${text.slice(1)}`;
  if (!/^\d+$/.test(text)) return null;
  if (text.startsWith('0031')) text = `0${text.slice(4)}`;
  if (text.length < MIN_DIGITS || text.length > MAX_DIGITS) return null;
  return text;
}

/** `0612345678` as `06 12 34 56 78`; other forms as stored. For display only. */
export function formatPhoneNumber(stored: string): string {
  if (/^06\d{8}$/.test(stored))
    return stored.replace(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4 $5');
  return stored;
}
