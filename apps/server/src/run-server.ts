import { ConfigError, loadConfig } from './config/config';
import {
  restrictNewFilesToOwner,
  tightenDataDir,
  tightenedNotice,
} from './config/private-data-dir';
import { DatabaseLockedError } from './db/data-dir-lock';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { startServer } from './start-server';

export interface RunOptions {
  /** The server's time; the browser tests run it on another day (src/test/e2e-server.ts). */
  clock?: () => Date;
  /** Called once the server listens, with its database (the browser tests seed tenants on it). */
  listening?: (db: Database) => void;
  /** How often the outbox is polled (app.ts's default otherwise); the two-server test's 100 ms. */
  mailPollMs?: number;
}

/**
 * The server as a process: private files, config, database, then the rest (start-server.ts),
 * stopped cleanly by SIGINT or SIGTERM. A failure to start is printed and ends the process.
 */
export function runServer(options: RunOptions = {}): void {
  start(options).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      console.error(error.message);
    } else {
      console.error('Klokwerk kon niet starten:', error);
    }
    process.exit(1);
  });
}

async function start(options: RunOptions): Promise<void> {
  // Before anything is created in DATA_DIR: the secrets, PGlite's files and its WAL.
  restrictNewFilesToOwner();
  const config = loadConfig();
  const tightened = tightenDataDir(config.dataDir);
  if (tightened > 0) console.warn(tightenedNotice(config.dataDir, tightened));

  const clock = options.clock ?? (() => new Date());
  const database = await openDatabase(config.database);
  const { app } = await startServer(
    config,
    database,
    { info: (text) => console.log(text), warn: (text) => console.warn(text) },
    clock,
    options.mailPollMs,
  );
  options.listening?.(database.db);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: server stopt`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
