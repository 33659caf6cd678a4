/**
 * Reads a JWT's payload without verifying it. The browser cannot verify (it has no secret);
 * the server does that on every call. Used only to show the user's name and role and to know
 * when the token has run out.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (token.split('.').length !== 3 || !part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    // TextDecoder, because atob yields bytes and names such as "José" are UTF-8.
    const json: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** True when the payload's `exp` (seconds) is at or before `nowMs`; no `exp` never expires. */
export function isExpired(payload: Record<string, unknown>, nowMs: number): boolean {
  const exp = payload.exp;
  return typeof exp === 'number' && exp * 1000 <= nowMs;
}
