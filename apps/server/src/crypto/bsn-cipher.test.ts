import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bsnCipherFor } from './bsn-cipher';

const key = new Uint8Array(randomBytes(32));

describe('bsnCipherFor', () => {
  it('decrypts what it encrypted, and never stores the number itself', () => {
    const cipher = bsnCipherFor(key, 7);
    const stored = cipher.encrypt('123456782');
    expect(stored).not.toContain('123456782');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(stored)).toBe('123456782');
  });

  it('gives the same number a different value every time', () => {
    const cipher = bsnCipherFor(key, 7);
    expect(cipher.encrypt('123456782')).not.toBe(cipher.encrypt('123456782'));
  });

  it('refuses a value copied from another employee, made with another key, or changed', () => {
    const stored = bsnCipherFor(key, 7).encrypt('123456782');
    expect(() => bsnCipherFor(key, 8).decrypt(stored)).toThrow();
    expect(() => bsnCipherFor(new Uint8Array(randomBytes(32)), 7).decrypt(stored)).toThrow();
    const changed = `${stored.slice(0, -2)}${stored.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => bsnCipherFor(key, 7).decrypt(changed)).toThrow();
    expect(() => bsnCipherFor(key, 7).decrypt('123456782')).toThrow('onbekende');
  });
});
