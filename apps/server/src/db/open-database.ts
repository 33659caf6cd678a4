import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, DatabaseHandle } from './database';
import * as schema from './schema/index';

/** Opens the configured database. The embedded one is locked so no second process opens it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const release = config.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : () => {};
  try {
    const client =
      config.kind === 'pglite' ? await PGlite.create(config.dataDir) : await PGlite.create();
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
