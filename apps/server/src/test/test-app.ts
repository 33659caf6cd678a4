import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';

export interface TestClock {
  (): Date;
  set(date: Date): void;
  advance(ms: number): void;
}

export function testClock(start = new Date('2026-11-21T10:00:00Z')): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (date) => {
    now = date.getTime();
  };
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    database: process.env.DATABASE_URL
      ? { kind: 'postgres', url: process.env.DATABASE_URL }
      : { kind: 'memory' },
    demoSeed: false,
    jwtSecret: new Uint8Array(randomBytes(48)),
    bsnKey: new Uint8Array(randomBytes(32)),
    smtpUrl: undefined,
    mailFrom: 'Klokwerk <no-reply@klokwerk.test>',
    salesEmail: undefined,
    publicUrl: 'http://localhost:3000',
    checkoutUrl: undefined,
    billingPortalUrl: undefined,
    analyticsId: undefined,
    redisUrl: undefined,
    logLevel: 'silent',
    webDist: undefined,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A built web app to serve; by default none, so only the API answers. */
  webDist?: string;
  /** Settings that differ from testConfig()'s, e.g. a REDIS_URL or an SMTP_URL. */
  config?: Partial<Config>;
  /** Receives the mail the app writes to its log when there is no SMTP_URL. */
  mailLog?: (text: string) => void;
}

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The test database of this test process, migrated once: an in-memory PGlite (starting one
 * costs seconds of CPU; the server project runs its files in a few long-lived processes, see
 * vitest.config.ts), or the PostgreSQL server of DATABASE_URL (migrated by the global setup).
 * Files share it as they share PostgreSQL: each test makes its own tenants, so none sees
 * another's rows. Never closed by a test; it ends with the process.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const database = await openDatabase(testConfig().database);
    if (database.kind === 'pglite') await runMigrations(database);
    return database;
  })();
  return shared;
}

/** A real app on the test database (see testDatabase). */
export async function createTestApp(
  extend?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = await testDatabase();
  const clock = testClock();
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    webDist: options.webDist ?? '/nonexistent',
    // Each test app sends only the mail its own requests queued (see AppOptions.mailPollMs).
    mailPollMs: 0,
    mailLog: options.mailLog,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: () => app.close(),
  };
}
