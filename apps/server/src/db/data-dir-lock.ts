import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files may be opened by one process only; a second writer corrupts them. The lock
 * file holds the owner's pid, so a lock left by a crashed process is recognised and taken over.
 * Returns the function that releases the lock.
 */
export function acquireDataDirLock(pgDataDir: string): () => void {
  const lockPath = join(dirname(pgDataDir), 'pgdata.lock');
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      process.once('exit', release);
      return () => {
        process.removeListener('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new DatabaseLockedError(
          `De ingebouwde database in ${dirname(pgDataDir)} is in gebruik door een ander proces (pid ${owner}), ` +
            'waarschijnlijk een draaiende Klokwerk-server. Stop die eerst, of gebruik DATABASE_URL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Kon de databasevergrendeling ${lockPath} niet verkrijgen.`);
}
