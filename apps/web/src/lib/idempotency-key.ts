/**
 * A key for one user action (a tap at the kiosk, a press on Rooster Bevestigen), as the contract
 * wants it: 16–64 of A–Z a–z 0–9 - _ (docs/api-conventions.md). Over plain HTTP on the
 * restaurant's LAN there is no secure context and so no crypto.randomUUID; getRandomValues is
 * there in every context and gives the same 122 random bits' worth (here 128).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
