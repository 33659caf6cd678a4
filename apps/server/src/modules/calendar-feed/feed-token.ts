import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret of a calendar feed address (docs/decisions/012). The employees row keeps a random
 * 256-bit value; the address carries its HMAC under a key derived from the server's secret, with
 * the tenant and employee it belongs to:
 *
 *   /api/calendar/{tenantId}-{employeeId}-{64 hex digits}.ics
 *
 * A copy of the database alone cannot make a working address, the server can show the current
 * address again, and a new value revokes the old address at once.
 */
export interface FeedToken {
  tenantId: string;
  employeeId: number;
  mac: string;
}

const TOKEN = /^([a-z0-9]+)-([1-9]\d{0,15})-([0-9a-f]{64})$/;

/** The feed key: its own key, derived from the server secret, never the signing key itself. */
export function feedKey(serverSecret: Uint8Array): Buffer {
  return Buffer.from(
    hkdfSync('sha256', serverSecret, new Uint8Array(0), 'klokwerk calendar feed', 32),
  );
}

/** A new random value for the employees row (256 bits, base64url). */
export function newFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

function macOf(key: Buffer, tenantId: string, employeeId: number, stored: string): string {
  return createHmac('sha256', key).update(`${tenantId}\n${employeeId}\n${stored}`).digest('hex');
}

/** The address part for an employee's stored value. */
export function feedToken(
  key: Buffer,
  tenantId: string,
  employeeId: number,
  stored: string,
): string {
  return `${tenantId}-${employeeId}-${macOf(key, tenantId, employeeId, stored)}`;
}

/** The parts of an address's secret; null when it cannot be one. */
export function parseFeedToken(text: string): FeedToken | null {
  const match = TOKEN.exec(text);
  if (!match) return null;
  const employeeId = Number(match[2]);
  if (!Number.isSafeInteger(employeeId)) return null;
  return { tenantId: match[1] ?? '', employeeId, mac: match[3] ?? '' };
}

/** Whether a token was made from this stored value, compared in constant time. */
export function tokenMatches(key: Buffer, token: FeedToken, stored: string): boolean {
  const expected = Buffer.from(macOf(key, token.tenantId, token.employeeId, stored), 'hex');
  return timingSafeEqual(expected, Buffer.from(token.mac, 'hex'));
}
