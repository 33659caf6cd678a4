import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane (DESIGN §7).
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
 * Spends the same time as a real check when the tenant or user does not exist, so the
 * answer's timing does not tell whether an account exists.
 */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('klokwerk-decoy-password');
  await verifyPassword(await decoy, password);
}
