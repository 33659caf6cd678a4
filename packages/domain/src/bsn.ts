/**
 * The citizen service number (burgerservicenummer, BSN): 9 digits that pass the "elfproef":
 * 9·d1 + 8·d2 + … + 2·d8 − 1·d9 is a multiple of 11 (and not 0). Older numbers of 8 digits
 * are written with a leading zero.
 */
export function isValidBsn(input: string): boolean {
  const digits = normalizeBsn(input);
  if (digits === null) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (9 - i) * Number(digits[i]);
  sum -= Number(digits[8]);
  return sum !== 0 && sum % 11 === 0;
}

/** The 9 digits of a BSN as typed with spaces or dots ("1234.56.782"), or null. */
export function normalizeBsn(input: string): string | null {
  const digits = input.replace(/[\s.]/g, '');
  if (!/^\d{8,9}$/.test(digits)) return null;
  return digits.padStart(9, '0');
}
