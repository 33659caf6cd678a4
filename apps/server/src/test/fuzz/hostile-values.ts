import fc from 'fast-check';

/**
 * Values that have broken servers like ours: text that is no text, text too long to store,
 * numbers no column holds, dates no calendar has, and shapes a parser may trip over.
 */

/**
 * JSON text that goes into a request as it is: too deep for JSON.stringify (which overflows the
 * stack near 5,000 levels), not too deep for a client to send.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON array nested `depth` levels deep: [[[…]]]. */
export function deepJson(depth: number): RawJson {
  return new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
}

/** A value as request text; RawJson parts go in as they are. */
export function jsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) => {
    if (!(part instanceof RawJson)) return part;
    raw.push(part.text);
    return `\u0000raw${raw.length - 1}\u0000`;
  });
  return (text ?? 'null').replace(
    /"\\u0000raw(\d+)\\u0000"/g,
    (_, i: string) => raw[Number(i)] ?? 'null',
  );
}

/** An object with a key that pollutes prototypes when a careless merge copies it. */
export function pollutingObject(key: '__proto__' | 'constructor' | 'prototype'): unknown {
  return JSON.parse(`{"${key}": {"isAdmin": true, "polluted": 1}, "name": "x"}`);
}

const MEGABYTE = 1024 * 1024;

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'nul\u0000byte',
  '\u001b[31m',
  'a\ud800b',
  '\udfff',
  '\ud83d',
  '\u202e\u202d',
  '\ufeff',
  '\uffff',
  '😀'.repeat(50),
  'x'.repeat(5000),
  'y'.repeat(MEGABYTE),
  "'; drop table employees; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '0x1',
  ' 1',
  '1 ',
  '1e3',
  '-1',
  '0',
  '01',
  '+1',
  '١٢',
  'NaN',
  'Infinity',
  'true',
  'null',
  '9'.repeat(40),
  '2026-02-30T10:00:00',
  '2026-13-01T00:00:00',
  '0000-00-00T00:00:00',
  '2026-03-29T02:30:00',
  '2026-10-25T02:30:00',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2026-11-21T25:61:61',
  '2026-11-21',
  '2026-11-21T10:00:00+99:99',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  2_147_483_648,
  -2_147_483_649,
  1e-300,
];

/** Any hostile value: a string, a number, a wrong type, a deep or polluting structure. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [1], { id: 1 }, [null]),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deepJson(64),
      deepJson(5000),
      new RawJson('{"name": '),
      new RawJson('NaN'),
      new RawJson('{"a": 1, "a": 2}'),
      pollutingObject('__proto__'),
      pollutingObject('constructor'),
    ),
  },
);

/** Text for a path segment or a query value: hostile strings and some random unicode. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 6000)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
