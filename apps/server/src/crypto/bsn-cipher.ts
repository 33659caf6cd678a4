import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Encrypts and decrypts the BSNs of one employee. */
export interface BsnCipher {
  encrypt(bsn: string): string;
  /** Throws when the value was made with another key, for another employee, or was changed. */
  decrypt(stored: string): string;
}

const VERSION = 'v1';

/**
 * BSNs are stored encrypted with the 256-bit key of BSN_KEY (docs/roles-and-policies.md): AES-256-GCM with a
 * fresh 96-bit nonce per value, as `v1.<nonce>.<tag>.<ciphertext>` (base64url). The employee's
 * id is authenticated with it, so a value copied into another employee's row fails to decrypt
 * instead of showing someone else's number.
 */
export function bsnCipherFor(key: Uint8Array, employeeId: number): BsnCipher {
  if (key.length !== 32) throw new Error('BSN_KEY moet 32 bytes zijn');
  const aad = Buffer.from(`employee:${employeeId}`);
  return {
    encrypt(bsn) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(aad);
      const ciphertext = Buffer.concat([cipher.update(bsn, 'utf8'), cipher.final()]);
      return [
        VERSION,
        ...[nonce, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')),
      ].join('.');
    },
    decrypt(stored) {
      const [version, nonce, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined) {
        throw new Error('onbekende BSN-versleuteling');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
