import { z } from 'zod';

/**
 * zod's own messages in plain Dutch, for the few checks the contract leaves without a message
 * of its own (a value of the wrong type, a list that is too long). zod's Dutch locale keeps the
 * English type names ("verwacht string, ontving array"); a restaurant owner reads "tekst" and
 * "lijst". fields.ts, which every schema of the contract is built on, configures it: a form
 * and the server say the same.
 */
const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'getal',
  int: 'geheel getal',
  bigint: 'geheel getal',
  boolean: 'ja of nee',
  array: 'lijst',
  object: 'object',
  null: 'niets (null)',
  undefined: 'niets',
  date: 'datum',
  nan: 'geen getal',
  symbol: 'symbool',
  function: 'functie',
  file: 'bestand',
  map: 'verzameling',
  set: 'verzameling',
};

const SIZES: Record<string, string> = {
  string: 'tekens',
  array: 'elementen',
  set: 'elementen',
  map: 'elementen',
  file: 'bytes',
};

const typeName = (type: string) => TYPE_NAMES[type] ?? 'waarde';

/** What a value is, as TYPE_NAMES names it. */
function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
  const unit = SIZES[issue.origin ?? ''];
  const most = issue.code === 'too_big';
  if (unit) return `mag ${most ? 'hoogstens' : 'minstens'} ${limit} ${unit} hebben`;
  const bound = most
    ? issue.inclusive
      ? 'hoogstens'
      : 'kleiner dan'
    : issue.inclusive
      ? 'minstens'
      : 'groter dan';
  return `moet ${bound} ${limit} zijn`;
}

function message(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `verwacht ${typeName(issue.expected)}, ontving ${typeName(typeOf(issue.input))}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `verwacht ${String(issue.values[0])}`
        : `kies een van: ${issue.values.map(String).join(', ')}`;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      return 'heeft niet de juiste vorm';
    case 'not_multiple_of':
      return `moet een veelvoud van ${issue.divisor} zijn`;
    case 'unrecognized_keys':
      return `onbekend veld: ${issue.keys.join(', ')}`;
    default:
      return 'ongeldige waarde';
  }
}

/** Makes zod answer its own checks with the messages above, on the server and in the browser. */
export function speakDutchInZodErrors(): void {
  z.config({ localeError: message });
}
