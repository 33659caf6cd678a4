import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error';

/** A key the embedded default generates into DATA_DIR, stored as hex like the server writes it. */
export interface SecretFileSpec {
  file: string;
  /** Bytes of a newly generated key. */
  generate: number;
  minBytes: number;
  maxBytes: number;
  /** What to do about a bad file: this differs per key (a lost BSN key loses data). */
  advice: string;
}

export const JWT_SECRET_FILE: SecretFileSpec = {
  file: 'jwt-secret',
  generate: 48,
  minBytes: 32,
  maxBytes: 1024,
  advice:
    'Verwijder het bestand om een nieuwe sleutel te laten maken (iedereen moet dan opnieuw inloggen), of zet JWT_SECRET.',
};

export const BSN_KEY_FILE: SecretFileSpec = {
  file: 'bsn-key',
  generate: 32,
  minBytes: 32,
  maxBytes: 32,
  advice:
    "Zet het bestand terug uit de back-up: zonder de juiste sleutel zijn de opgeslagen BSN's onleesbaar. Alleen als er nog geen BSN's zijn opgeslagen, mag je het verwijderen om een nieuwe te laten maken.",
};

/** Hex of whole bytes; surrounding white space is allowed (a key written with `echo`). */
function decode(text: string, spec: SecretFileSpec): Buffer | null {
  const hex = text.trim();
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return null;
  const key = Buffer.from(hex, 'hex');
  return key.length >= spec.minBytes && key.length <= spec.maxBytes ? key : null;
}

function expected(spec: SecretFileSpec): string {
  return spec.minBytes === spec.maxBytes
    ? `precies ${spec.minBytes * 2} hexadecimale tekens`
    : `minstens ${spec.minBytes * 2} hexadecimale tekens`;
}

function readSecret(path: string, spec: SecretFileSpec): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw new ConfigError(`Ongeldige configuratie:\n  ${path}: kan niet gelezen worden (${code}).`);
  }
  const key = decode(text, spec);
  if (key) return key;
  throw new ConfigError(
    `Ongeldige configuratie:\n  ${path}: bevat geen geldige sleutel (verwacht ${expected(spec)}, zoals Klokwerk die aanmaakt). ${spec.advice}`,
  );
}

function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can fsync a folder (Windows); the key itself is already on disk.
  }
}

/**
 * Writes the key under a temporary name (0600, flushed) and then gives it its real name, so a
 * crash never leaves an empty or half key behind. The real name is given by link(), a rename
 * that does not overwrite: when two processes start on a fresh folder at once, both end up
 * with the first one's key instead of one of them keeping a key that is no longer on disk.
 */
function writeSecretOnce(folder: string, path: string, content: string): void {
  const temporary = join(folder, `.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // EEXIST: another process was first; its key is the one. Without hard links: rename.
    if (code !== 'EEXIST') renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
  syncFolder(folder);
}

/**
 * The key in DATA_DIR/<file>, generated on first use: a newcomer's `npm start` needs no setup,
 * and the key survives restarts because it lives beside the data. A file that is not a key of
 * the right length stops start-up with a message naming it, rather than signing tokens with
 * one byte (or failing every sign-in with an empty key).
 */
export function readOrCreateSecret(dataDir: string, spec: SecretFileSpec): Buffer {
  const path = join(dataDir, spec.file);
  const existing = readSecret(path, spec);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeSecretOnce(dataDir, path, randomBytes(spec.generate).toString('hex'));
  // Read back: when another process won the race, its key is the one on disk.
  const written = readSecret(path, spec);
  if (!written) throw new ConfigError(`Ongeldige configuratie:\n  ${path}: ontbreekt.`);
  return written;
}
