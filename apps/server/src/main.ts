import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { DatabaseLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { loggerOptions } from './http/logging';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TENANT_NAME,
  seedDemoTenantIfEmpty,
} from './seed/demo-tenant';

/** Starts the server: config, database, migrations, demo seed, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await runMigrations(database);
  const seeded = config.demoSeed ? await seedDemoTenantIfEmpty(database.db, new Date()) : false;

  const app = await buildApp({ config, db: database.db, logger: loggerOptions(config.logLevel) });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: server stopt`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : config.database.kind === 'pglite'
        ? config.database.dataDir
        : 'geheugen';
  const lines = [
    '',
    `Klokwerk draait op http://localhost:${config.port}`,
    `Database: ${where}${seeded ? ' (demo-tenant zojuist aangemaakt)' : ''}`,
    `API-documentatie: http://localhost:${config.port}/api/docs`,
  ];
  if (config.demoSeed) {
    lines.push(
      '',
      `Demo-accounts (bedrijfsnaam "${DEMO_TENANT_NAME}", wachtwoord ${DEMO_PASSWORD}):`,
    );
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.userName.padEnd(12)} ${account.role}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('Klokwerk kon niet starten:', error);
  }
  process.exit(1);
});
