import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { isDemoRemoved } from './demo-removed-marker';
import { BSN_KEY_FILE, JWT_SECRET_FILE, readOrCreateSecret } from './secret-file';

export { ConfigError } from './config-error';

/**
 * The one place that reads the environment (docs/operations.md). A bad value stops the process at start
 * with a message naming the variable, rather than failing later in a request.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ message: 'moet een geldige URL zijn' }).optional());

/**
 * Warnings and errors only: Fastify's two lines per request at `info` cost about a fifth of a
 * small call's CPU (docs/decisions/009-the-request-path.md). LOG_LEVEL=info turns them on.
 */
export const DEFAULT_LOG_LEVEL = 'warn';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'moet beginnen met postgres:// of postgresql://',
    }),
  DEMO_SEED: booleanString,
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v.length >= 32, {
      message: 'moet minstens 32 tekens lang zijn',
    }),
  BSN_KEY: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v), {
      message: 'moet 64 hexadecimale tekens zijn (256 bits)',
    }),
  SMTP_URL: optionalUrl,
  SALES_EMAIL: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email({ message: 'moet een geldig e-mailadres zijn' }).optional()),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  PUBLIC_URL: optionalUrl,
  CHECKOUT_URL: optionalUrl,
  BILLING_PORTAL_URL: optionalUrl,
  ANALYTICS_ID: z.string().optional(),
  REDIS_URL: optionalUrl,
  /** A built web app to serve instead of apps/web/dist (a second build beside the first). */
  WEB_DIST: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default(DEFAULT_LOG_LEVEL),
});

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' }
  | { kind: 'postgres'; url: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /**
   * HOST as set, or undefined: then start-up listens on loopback while the demo tenant (whose
   * password is published) exists, and on every address otherwise (start-server.ts).
   */
  host: string | undefined;
  dataDir: string;
  database: DatabaseConfig;
  /** Seed the demo tenant when it does not exist. */
  demoSeed: boolean;
  jwtSecret: Uint8Array;
  /** 32-byte key for the BSN column's AES-256-GCM encryption. */
  bsnKey: Uint8Array;
  smtpUrl: string | undefined;
  /** The sender of every mail, e.g. `Klokwerk <no-reply@klokwerk.nl>`. */
  mailFrom: string;
  salesEmail: string | undefined;
  publicUrl: string;
  checkoutUrl: string | undefined;
  billingPortalUrl: string | undefined;
  analyticsId: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** Absolute path of the built web app; undefined for apps/web/dist. */
  webDist: string | undefined;
}

/**
 * A relative DATA_DIR means relative to the repository, whichever folder `npm start` or
 * `npm run cli` was typed in: the server and the CLI must find the same database.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(REPO_ROOT, e.DATA_DIR);
  const embedded = e.DATABASE_URL === undefined;
  const database: DatabaseConfig = embedded
    ? { kind: 'pglite', dataDir: join(dataDir, 'pgdata') }
    : { kind: 'postgres', url: e.DATABASE_URL as string };

  if (!embedded && e.NODE_ENV === 'production' && (!e.JWT_SECRET || !e.BSN_KEY)) {
    throw new ConfigError(
      'Ongeldige configuratie:\n  JWT_SECRET en BSN_KEY zijn verplicht bij een PostgreSQL-server in productie.',
    );
  }
  const jwtSecret = e.JWT_SECRET
    ? new TextEncoder().encode(e.JWT_SECRET)
    : readOrCreateSecret(dataDir, JWT_SECRET_FILE);
  const bsnKey = e.BSN_KEY
    ? Buffer.from(e.BSN_KEY, 'hex')
    : readOrCreateSecret(dataDir, BSN_KEY_FILE);

  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    // Explicit DEMO_SEED wins; by default the embedded database gets the demo unless the
    // operator removed it with the CLI.
    demoSeed: e.DEMO_SEED ?? (embedded && !isDemoRemoved(dataDir)),
    jwtSecret: new Uint8Array(jwtSecret),
    bsnKey: new Uint8Array(bsnKey),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Klokwerk <no-reply@${new URL(publicUrl).hostname}>`,
    salesEmail: e.SALES_EMAIL,
    publicUrl,
    checkoutUrl: e.CHECKOUT_URL,
    billingPortalUrl: e.BILLING_PORTAL_URL,
    analyticsId: e.ANALYTICS_ID,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST === undefined ? undefined : resolve(REPO_ROOT, e.WEB_DIST),
  };
}
