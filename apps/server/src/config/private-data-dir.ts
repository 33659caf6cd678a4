import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error';

/**
 * DATA_DIR holds every password hash (in the database files) and the signing and BSN keys, so
 * only its owner may read it (docs/operations.md). PGlite creates its files 0666 and its folders 0777
 * before the umask, which is why the umask is what makes them private.
 */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Everything this process creates from now on is its owner's alone. Call it first in an entry
 * point (server, CLI), before anything in DATA_DIR is made; not in a library function, since
 * the umask belongs to the whole process.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(OWNER_ONLY_UMASK);
}

function chmodOrStop(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `Kan de rechten van ${path} niet beperken tot de eigenaar (${code}). ` +
        'DATA_DIR en alles daarin moeten van de gebruiker zijn die Klokwerk draait.',
    );
  }
}

/**
 * Takes group and other rights off DATA_DIR and everything in it (folders 0700, files 0600;
 * the owner's own bits stay), for a folder made before Klokwerk set its umask or copied with
 * loose rights. Symbolic links are left alone: chmod would change what they point to. Answers
 * how many entries it changed; 0 for a folder that does not exist (yet).
 */
export function tightenDataDir(dataDir: string): number {
  let root: ReturnType<typeof lstatSync>;
  try {
    root = lstatSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (!root.isDirectory()) throw new ConfigError(`DATA_DIR ${dataDir} is geen map.`);
  // The sticky bit marks a folder shared on purpose (/tmp); making it private would break others.
  if (root.mode & 0o1000) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} is een gedeelde map (zoals /tmp). Kies een eigen map voor Klokwerk.`,
    );
  }
  let changed = 0;
  const folders = [dataDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    const mode = lstatSync(folder).mode;
    if (mode & 0o077) {
      chmodOrStop(folder, 0o700);
      changed++;
    }
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) folders.push(path);
      else if (!entry.isSymbolicLink()) {
        const fileMode = lstatSync(path).mode;
        if (fileMode & 0o077) {
          chmodOrStop(path, fileMode & 0o700);
          changed++;
        }
      }
    }
  }
  return changed;
}

/** The one line start-up prints after tightening. */
export function tightenedNotice(dataDir: string, changed: number): string {
  const what = changed === 1 ? '1 bestand of map' : `${changed} bestanden en mappen`;
  return `Let op: ${dataDir} was leesbaar of schrijfbaar voor andere gebruikers; de rechten van ${what} zijn nu beperkt tot de eigenaar (mappen 700, bestanden 600).`;
}
