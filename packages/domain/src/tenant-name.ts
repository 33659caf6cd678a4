/**
 * Letters that NFKD leaves whole, so they would otherwise vanish with the other non-ASCII
 * characters. Mapping them keeps "Großmann" and "Grossmann" the same tenant, as a German or
 * Scandinavian owner would spell it on a keyboard without those letters.
 */
const UNDECOMPOSABLE_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};

const UNDECOMPOSABLE = new RegExp(`[${Object.keys(UNDECOMPOSABLE_LETTERS).join('')}]`, 'g');

/**
 * The tenant id for a company name (docs/roles-and-policies.md#tenant-isolation), used at sign-up, login, forgot-password and in
 * the CLI, so every path must give the same answer for the same name.
 * "Café 't Hoekje & Zn. B.V." → "cafethoekjeznbv". May return '' (caller decides what to say).
 */
export function normalizeTenantName(name: string): string {
  return (
    name
      .normalize('NFKD')
      // Before the map, so that 'ẞ', 'Æ', 'Ø' reach it as the lower-case keys.
      .toLowerCase()
      .replace(UNDECOMPOSABLE, (letter) => UNDECOMPOSABLE_LETTERS[letter] ?? '')
      // Combining marks (the diacritics NFKD split off) fall out here with everything else.
      .replace(/[^a-z0-9]/g, '')
  );
}
