import {
  createHmac,
  createSecretKey,
  type KeyObject,
  timingSafeEqual,
  webcrypto,
} from 'node:crypto';
import { primaryRole } from '@klokwerk/domain/roles';
import { SignJWT } from 'jose';
import { z } from 'zod';

/** Claims of a Klokwerk session token (docs/security.md#tokens). */
export const claimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  /** Null for a user without an employee (the kiosk, an accountant from outside). */
  firstName: z.string().nullable(),
  email: z.string(),
  roles: z.array(z.string()).min(1),
  companyId: z.number().int().nullable(),
  employeeId: z.number().int().nullable(),
  userId: z.number().int(),
  tenantId: z.string().min(1),
  subscription: z.string(),
  ver: z.number().int(),
});
export type Claims = z.infer<typeof claimsSchema>;

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
/** The kiosk is a device at the door, not a person: it stays signed in (docs/roles-and-policies.md#roles). */
export const DEVICE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export function lifetimeFor(roles: readonly string[]): number {
  return primaryRole(roles) === 'KLOKSYSTEEM' ? DEVICE_LIFETIME_SECONDS : SESSION_LIFETIME_SECONDS;
}

/**
 * The signing key as a key object, made once at start: importing raw bytes on every request
 * cost about 4 % of a small call's time (docs/decisions/009-the-request-path.md).
 */
export function signingKey(secret: Uint8Array): KeyObject {
  return createSecretKey(secret);
}

const HS256 = { name: 'HMAC', hash: 'SHA-256' } as const;
const webCryptoKeys = new WeakMap<KeyObject, Promise<webcrypto.CryptoKey>>();

/**
 * jose signs and verifies with WebCrypto: handed a KeyObject, it exports the bytes and imports
 * them again on every call. The WebCrypto form is therefore made once per key and kept.
 */
function webCryptoKey(key: KeyObject): Promise<webcrypto.CryptoKey> {
  let imported = webCryptoKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key.export(), HS256, false, ['sign', 'verify']);
    webCryptoKeys.set(key, imported);
  }
  return imported;
}

export async function signToken(claims: Claims, key: KeyObject, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeFor(claims.roles))
    .sign(await webCryptoKey(key));
}

/** How far another server's clock may run ahead of ours when it signs a token. */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * A token is signed for the lifetime its role gets at sign-in, from the moment it was issued.
 * One issued in the future, or living longer than that, was not made by this server's sign-in
 * (a leaked key, a hand-made token): refused even though its signature holds.
 */
function plausibleLifetime(
  iat: number | undefined,
  exp: number | undefined,
  roles: readonly string[],
  now: Date,
): boolean {
  if (iat === undefined || exp === undefined) return false;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS) return false;
  return exp - iat <= lifetimeFor(roles);
}

/** A JSON object from a base64url part of a token, or null for anything else. */
function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Verifies signature (HS256 only: `alg: none` and algorithm swaps are refused) and expiry. A
 * token without `exp` or `iat` is refused: it would otherwise be valid for ever; so is one
 * issued in the future or for longer than its role's lifetime (plausibleLifetime), one not yet
 * valid (`nbf`), and one whose header names extensions it must understand (`crit`).
 *
 * Checked here with node:crypto's HMAC, synchronously: jose's WebCrypto verification cost a
 * small call about a tenth of its CPU (docs/decisions/019-one-round-trip-and-several-servers.md).
 * Tokens are still signed with jose. A token whose signature and claims held once is
 * remembered, so a client's next calls with it skip the HMAC and the JSON; its times are
 * checked again on every call. Nothing that can change is remembered: whether the user and
 * their token_version still hold is asked of the database on every call.
 */
export function verifyToken(token: string, key: KeyObject, now: Date): Claims | null {
  const known = verifiedBy.get(key) ?? new Map<string, SignedToken>();
  const remembered = known.get(token);
  const signed = remembered ?? verifiedSignature(token, key);
  if (!signed) return null;
  if (!remembered) {
    verifiedBy.set(key, known);
    // A bound, so that a flood of valid tokens cannot grow it for ever; a cleared token is
    // simply verified again.
    if (known.size >= REMEMBERED_MAX) known.clear();
    known.set(token, signed);
  }
  return inTime(signed, now) ? signed.claims : null;
}

/** What a token's signed part says, once its signature, header and claims held. */
interface SignedToken {
  claims: Claims;
  exp: number;
  iat: number;
  nbf: number | undefined;
}
const verifiedBy = new WeakMap<KeyObject, Map<string, SignedToken>>();
const REMEMBERED_MAX = 10_000;

function verifiedSignature(token: string, key: KeyObject): SignedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', signature = ''] = parts;
  if (!BASE64URL.test(head) || !BASE64URL.test(body) || !BASE64URL.test(signature)) return null;
  const header = jsonPart(head);
  if (header?.alg !== 'HS256' || 'crit' in header) return null;
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = jsonPart(body);
  if (!payload) return null;
  const { exp, iat, nbf } = payload;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  // Shared by every call with this token, so no caller may change it.
  Object.freeze(parsed.data.roles);
  return { claims: Object.freeze(parsed.data), exp, iat, nbf };
}

function inTime({ claims, exp, iat, nbf }: SignedToken, now: Date): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (exp <= nowSeconds) return false;
  if (nbf !== undefined && nbf > nowSeconds) return false;
  return plausibleLifetime(iat, exp, claims.roles, now);
}
