/**
 * token_version is checked on every request (docs/security.md#tokens). A short cache saves the lookup on
 * bursts of requests; this server invalidates an entry itself when it changes the version,
 * so only another server's change can take up to the TTL to be seen.
 */
export class TokenVersionCache {
  private readonly entries = new Map<string, { version: number; until: number }>();

  constructor(private readonly ttlMs = 5_000) {}

  private key(tenantId: string, userId: number): string {
    return `${tenantId}\u0000${userId}`;
  }

  get(tenantId: string, userId: number, nowMs: number): number | undefined {
    const entry = this.entries.get(this.key(tenantId, userId));
    if (!entry || entry.until <= nowMs) return undefined;
    return entry.version;
  }

  set(tenantId: string, userId: number, version: number, nowMs: number): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(this.key(tenantId, userId), { version, until: nowMs + this.ttlMs });
  }

  invalidate(tenantId: string, userId: number): void {
    this.entries.delete(this.key(tenantId, userId));
  }
}
