import { ConfigError, loadConfig } from './config/config';
import {
  restrictNewFilesToOwner,
  tightenDataDir,
  tightenedNotice,
} from './config/private-data-dir';
import { DatabaseLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { startServer } from './start-server';

/** Starts the server: private files, config, database, then the rest (start-server.ts). */
async function main(): Promise<void> {
  // Before anything is created in DATA_DIR: the secrets, PGlite's files and its WAL.
  restrictNewFilesToOwner();
  const config = loadConfig();
  const tightened = tightenDataDir(config.dataDir);
  if (tightened > 0) console.warn(tightenedNotice(config.dataDir, tightened));

  const database = await openDatabase(config.database);
  const { app } = await startServer(config, database, {
    info: (text) => console.log(text),
    warn: (text) => console.warn(text),
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: server stopt`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('Klokwerk kon niet starten:', error);
  }
  process.exit(1);
});
