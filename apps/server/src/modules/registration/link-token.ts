import { createHash, randomBytes } from 'node:crypto';

/** How long the links of docs/security.md#links-by-e-mail work. */
export const REGISTRATION_LINK_MS = 7 * 24 * 60 * 60_000;
export const RESET_LINK_MS = 60 * 60_000;

/**
 * The hash a link's token is stored as. A plain SHA-256 is enough (no salt, no argon2): the
 * token is 256 random bits, so nothing can be guessed from the hash, and a lookup by hash stays
 * one indexed query.
 */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh single-use token for a mail (256 random bits, URL-safe) and the hash to store. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
