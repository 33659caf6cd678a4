import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeJwtPayload, isExpired } from './jwt';

describe('decodeJwtPayload', () => {
  it('reads the claims, including UTF-8 names', () => {
    const token = makeToken({ sub: 'jose', name: 'José Müller', roles: ['EIGENAAR'] });
    expect(decodeJwtPayload(token)).toMatchObject({
      sub: 'jose',
      name: 'José Müller',
      roles: ['EIGENAAR'],
    });
  });

  it('handles base64url characters and missing padding', () => {
    // "?>" encodes to "Pz4" in base64url: both a URL-safe replacement and missing padding.
    const payload = btoa(JSON.stringify({ a: '?>?' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeJwtPayload(`x.${payload}.y`)).toEqual({ a: '?>?' });
  });

  it.each(['', 'abc', 'a.b', 'a.!!!.c', `a.${btoa('[1,2]')}.c`, `a.${btoa('"text"')}.c`])(
    'gives null for %j',
    (token) => {
      expect(decodeJwtPayload(token)).toBeNull();
    },
  );
});

describe('isExpired', () => {
  it('compares exp in seconds with now in milliseconds', () => {
    expect(isExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(true);
    expect(isExpired({}, Date.now())).toBe(false);
  });
});
