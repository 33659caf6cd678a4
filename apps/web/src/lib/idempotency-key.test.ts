import { IDEMPOTENCY_KEY } from '@klokwerk/contract/idempotency';
import { clockBody } from '@klokwerk/contract/time';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  const acceptedByTheKiosk = (idempotencyKey: string) =>
    clockBody.safeParse({
      phoneNumber: '0650392841',
      tappedAt: new Date().toISOString(),
      idempotencyKey,
    }).success;

  it('makes a key the contract accepts, new for every action', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(IDEMPOTENCY_KEY);
      expect(acceptedByTheKiosk(key)).toBe(true);
    }
  });

  it('makes one without crypto.randomUUID too (plain HTTP on the LAN)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(acceptedByTheKiosk(first)).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
