import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type Claims,
  SESSION_LIFETIME_SECONDS,
  signingKey,
  signToken,
  verifyToken,
} from './tokens';

const claims: Claims = {
  sub: '7',
  name: 'eigenaar',
  firstName: 'Eva',
  email: 'eva@example.test',
  roles: ['OWNER'],
  companyId: 1,
  employeeId: 3,
  userId: 7,
  tenantId: 'tokentest',
  subscription: 'PREMIUM',
  ver: 1,
};
const issued = new Date('2026-11-27T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('verifyToken: a remembered token is still checked against the clock and its key', () => {
  it('accepts a token until its expiry, also when it was verified before', async () => {
    const key = signingKey(randomBytes(32));
    const token = await signToken(claims, key, issued);
    expect(verifyToken(token, key, later(60))).toEqual(claims);
    expect(verifyToken(token, key, later(SESSION_LIFETIME_SECONDS - 1))).toEqual(claims);
    expect(verifyToken(token, key, later(SESSION_LIFETIME_SECONDS))).toBeNull();
  });

  it('refuses a token that is not valid yet (nbf), and accepts it once it is', async () => {
    const key = signingKey(randomBytes(32));
    const { sub, ...rest } = claims;
    const iat = Math.floor(issued.getTime() / 1000);
    const token = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(iat)
      .setNotBefore(iat + 600)
      .setExpirationTime(iat + 3600)
      .sign(key);
    expect(verifyToken(token, key, later(60))).toBeNull();
    expect(verifyToken(token, key, later(601))?.userId).toBe(7);
    expect(verifyToken(token, key, later(60))).toBeNull();
  });

  it('refuses a verified token under another key, and any changed signature', async () => {
    const key = signingKey(randomBytes(32));
    const token = await signToken(claims, key, issued);
    expect(verifyToken(token, key, later(1))).not.toBeNull();
    expect(verifyToken(token, signingKey(randomBytes(32)), later(1))).toBeNull();
    // The signature's first character carries six bits of it (its last may carry padding).
    const [head, body, signature = ''] = token.split('.');
    const changed = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyToken(`${head}.${body}.${changed}`, key, later(1))).toBeNull();
  });

  it('hands every call the same claims, which no caller can change', async () => {
    const key = signingKey(randomBytes(32));
    const token = await signToken(claims, key, issued);
    const roles = verifyToken(token, key, later(1))?.roles as string[];
    expect(() => {
      roles.push('ACCOUNTANT');
    }).toThrow();
    expect(verifyToken(token, key, later(2))?.roles).toEqual(['OWNER']);
  });
});
