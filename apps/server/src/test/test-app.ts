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
    salesEmail: undefined,
    publicUrl: 'http://localhost:3000',
    checkoutUrl: undefined,
    billingPortalUrl: undefined,
    analyticsId: undefined,
    redisUrl: undefined,
    logLevel: 'silent',
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

/**
 * A real app on a real database: a fresh in-memory PGlite per test file by default, or the
 * PostgreSQL server of DATABASE_URL (migrated once by the global setup; tests there use their
 * own tenants, so they do not see each other's rows).
 */
export async function createTestApp(extend?: (app: FastifyInstance) => void): Promise<TestApp> {
  const config = testConfig();
  const database = await openDatabase(config.database);
  if (database.kind === 'pglite') await runMigrations(database);
  const clock = testClock();
  const app = await buildApp({ config, db: database.db, clock, webDist: '/nonexistent' });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
