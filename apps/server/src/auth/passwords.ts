import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane (docs/security.md#passwords).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An é typed on a Mac (e + accent) and on Windows (é) must be the same password. */
function canonical(password: string): string {
  return password.normalize('NFC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(canonical(password), OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, canonical(password));
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;
/**
 * A hash with the same parameters as every real one, checked in place of the account's when
 * the tenant or user does not exist: the same work, so the timing tells nothing. No password
 * matches it in practice, and sign-in refuses a missing account whatever the check says.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoy;
}

/**
 * The two steps sign-in takes, as one object: the login service calls them through it, so a
 * test can count the hash checks on each path instead of timing them.
 */
export const passwordChecks = { verify: verifyPassword, decoyHash };
