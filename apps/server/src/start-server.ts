import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { loggerOptions } from './http/logging';
import { chooseListenHost } from './listen-address';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TENANT_NAME,
  demoTenantExists,
  seedDemoTenantIfEmpty,
} from './seed/demo-tenant';

/** Where start-up writes what the operator reads: information, and warnings (stderr). */
export interface StartOutput {
  info(text: string): void;
  warn(text: string): void;
}

export interface StartedServer {
  app: FastifyInstance;
  host: string;
  port: number;
}

function describeDatabase(config: Config): string {
  if (config.database.kind === 'postgres') return 'PostgreSQL (DATABASE_URL)';
  if (config.database.kind === 'pglite') return config.database.dataDir;
  return 'geheugen';
}

/**
 * Start-up once the database is open: migrations, demo seed, the listen address (loopback
 * while the demo tenant exists and HOST is not set), listen, and the lines the operator reads.
 * run-server.ts wraps the process around it: umask, config, data folder, signals. `clock` is
 * the server's time; the browser tests start it on another day (src/test/e2e-server.ts).
 */
export async function startServer(
  config: Config,
  database: DatabaseHandle,
  output: StartOutput,
  clock: () => Date = () => new Date(),
  mailPollMs?: number,
): Promise<StartedServer> {
  await runMigrations(database);
  const seeded = config.demoSeed ? await seedDemoTenantIfEmpty(database.db, clock()) : false;
  const demoExists = seeded || (await demoTenantExists(database.db));
  const listen = chooseListenHost(config.host, demoExists);

  const app = await buildApp({
    config,
    db: database.db,
    clock,
    logger: loggerOptions(config.logLevel),
    webDist: config.webDist,
    ...(mailPollMs === undefined ? {} : { mailPollMs }),
    // Without SMTP_URL the console is where a newcomer finds an invitation link.
    mailLog: config.smtpUrl ? undefined : (text) => output.info(`\n${text}\n`),
  });
  try {
    await app.listen({ port: config.port, host: listen.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;

  const lines = [
    '',
    `Klokwerk draait op http://localhost:${port} (luistert op ${listen.host})`,
    `Database: ${describeDatabase(config)}${seeded ? ' (demo-tenant zojuist aangemaakt)' : ''}`,
    `API-documentatie: http://localhost:${port}/api/docs`,
  ];
  if (demoExists) {
    lines.push(
      '',
      `Demo-accounts (bedrijfsnaam "${DEMO_TENANT_NAME}", wachtwoord ${DEMO_PASSWORD}):`,
    );
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`  ${account.userName.padEnd(12)} ${account.role}`);
    }
  }
  if (listen.notice) lines.push('', listen.notice);
  output.info(lines.join('\n'));
  if (listen.warning) output.warn(`\n${listen.warning}\n`);
  return { app, host: listen.host, port };
}
