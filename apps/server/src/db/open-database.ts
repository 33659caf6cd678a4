import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { tightenDataDir } from '../config/private-data-dir';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import * as schema from './schema/index';

/** Opens the configured database. The embedded one is locked so no second process opens it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    // Pipeline mode: statements issued together go out in one write and are answered in order,
    // so a request's BEGIN, settings and first statement cost one round trip (decision 019).
    const pool = new pg.Pool({ connectionString: config.url, max: 10, pipeline: true });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const release = config.kind === 'pglite' ? await acquireDataDirLock(config.dataDir) : () => {};
  try {
    const client =
      config.kind === 'pglite' ? await PGlite.create(config.dataDir) : await PGlite.create();
    // PGlite unpacks its initial cluster with the archive's modes (0666) and rewrites its
    // relcache files 0644 at every start, whatever the umask: take those rights off again.
    // Files PostgreSQL creates later follow the umask (0600), inside folders that are 0700.
    if (config.kind === 'pglite') tightenDataDir(config.dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
