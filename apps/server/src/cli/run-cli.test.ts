import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PASSWORD_POLICY_MESSAGE } from '@klokwerk/domain/password-policy';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signingKey } from '../auth/tokens';
import { loadConfig } from '../config/config';
import { DEMO_REMOVED_FILE } from '../config/demo-removed-marker';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { outbox, users } from '../db/schema/index';
import { databaseAddressLimit } from '../modules/login/address-limit';
import { login } from '../modules/login/service';
import { provisionTenant } from '../modules/tenants/provision';
import { seedDemoTenant } from '../seed/demo-tenant';
import { authorisedTenantId, withTenant } from '../tenancy/tenant-context';
import { runCli } from './run-cli';

const DATABASE_URL = process.env.DATABASE_URL;
const NOW = new Date('2026-11-21T10:00:00Z');
const scratch: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'klokwerk-cli-'));
  scratch.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI in-process; `stdin`, when given, is what a pipe would feed it. */
async function cliWithInput(env: NodeJS.ProcessEnv, stdin: string | undefined, argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    stdin: stdin === undefined ? undefined : Readable.from([stdin]),
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

const cli = (env: NodeJS.ProcessEnv, ...argv: string[]) => cliWithInput(env, undefined, argv);

/** tenant create's arguments; an override of null leaves that option out. */
const createArgs = (name: string, overrides: Record<string, string | null> = {}) => {
  const options: Record<string, string | null> = {
    name,
    plan: 'Klokwerk Maandelijks',
    'owner-user': 'jan',
    'owner-email': 'jan@dehaven.nl',
    'owner-password': 'Geheim123!',
    ...overrides,
  };
  return [
    'tenant',
    'create',
    ...Object.entries(options).flatMap(([k, v]) => (v === null ? [] : [`--${k}`, v])),
  ];
};

const ARGUMENT_WARNING = 'staat zichtbaar in de proceslijst';

/**
 * A database of its own on the run's PostgreSQL server: the shared one holds the demo tenant
 * that other test files seed and read, which this test must not delete under them.
 */
async function scratchDatabase(url: string): Promise<string> {
  const name = `klokwerk_cli_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  scratchDatabases.push({ url, name });
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return scratchUrl.toString();
}

const scratchDatabases: { url: string; name: string }[] = [];
afterAll(async () => {
  for (const { url, name } of scratchDatabases) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe('runCli against a database', () => {
  let dataDir: string;
  // The embedded database on disk, or the run's PostgreSQL server when DATABASE_URL is set.
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    dataDir = tempDataDir();
    env = DATABASE_URL ? { DATA_DIR: dataDir, DATABASE_URL } : { DATA_DIR: dataDir };
  });

  it('creates a tenant, lists it, resets a password that then signs in', async () => {
    const name = `Café De Haven ${randomUUID().slice(0, 6)}`;
    const tenantId = normalizeTenantName(name);

    // The owner's password from stdin, not from the command line (process list).
    const created = await cliWithInput(
      env,
      'Geheim123!\n',
      createArgs(name, { 'owner-password': null }),
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Tenant-id: ${tenantId}`);

    const again = await cli(env, ...createArgs(name));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Let op: --owner-password ${ARGUMENT_WARNING}`);
    expect(again.stderr).toContain('Er bestaat al een klant');

    const listed = await cli(env, 'tenant', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^Tenant-id\s+Naam\s+Abonnement\s+Status\s+Bedrijven\s+Gebruikers$/m,
    );
    const row = listed.stdout.split('\n').find((line) => line.startsWith(`${tenantId} `));
    expect(row).toMatch(new RegExp(`${name}\\s+Klokwerk Maandelijks\\s+actief\\s+1\\s+1$`));

    const reset = await cliWithInput(env, 'Nieuw123!\n', [
      'user',
      'reset-password',
      '--tenant',
      name,
      '--user',
      'JAN',
    ]);
    expect(reset.stderr).toBe('');
    expect(reset.code).toBe(0);

    const unknownUser = await cli(
      env,
      ...[
        'user',
        'reset-password',
        '--tenant',
        tenantId,
        '--user',
        'piet',
        '--password',
        'Nieuw123!',
      ],
    );
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toContain('Gebruiker "piet" bestaat niet');
    const unknownTenant = await cli(
      env,
      ...[
        'user',
        'reset-password',
        '--tenant',
        `x${tenantId}`,
        '--user',
        'jan',
        '--password',
        'Nieuw123!',
      ],
    );
    expect(unknownTenant.code).toBe(1);
    expect(unknownTenant.stderr).toContain(`Klant "x${tenantId}" bestaat niet.`);

    const database = await openDatabase(
      DATABASE_URL
        ? { kind: 'postgres', url: DATABASE_URL }
        : { kind: 'pglite', dataDir: join(dataDir, 'pgdata') },
    );
    try {
      const deps = {
        db: database.db,
        signingKey: signingKey(new Uint8Array(randomBytes(32))),
        admit: databaseAddressLimit(database.db),
        now: NOW,
        ip: '10.7.0.1',
      };
      await expect(
        login(deps, { tenantId: name, userName: 'jan', password: 'Geheim123!' }),
      ).rejects.toThrow();
      const token = await login(deps, { tenantId: name, userName: 'jan', password: 'Nieuw123!' });
      expect(token).toMatch(/^ey/);
      const [jan] = await withTenant(database.db, authorisedTenantId(tenantId), (tx) =>
        tx
          .select({ tokenVersion: users.tokenVersion })
          .from(users)
          .where(eq(users.userName, 'jan')),
      );
      expect(jan?.tokenVersion).toBe(1);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('deletes the demo tenant with all its data, and npm start does not seed it again', async () => {
    // The embedded database of the test above (migrated already), or a scratch PostgreSQL one.
    const target = DATABASE_URL
      ? { DATA_DIR: tempDataDir(), DATABASE_URL: await scratchDatabase(DATABASE_URL) }
      : env;
    const targetDir = target.DATA_DIR ?? dataDir;
    const database = await openDatabase(loadConfig(target).database);
    try {
      await runMigrations(database);
      await seedDemoTenant(database.db, NOW);
      await provisionTenant(database.db, {
        name: 'Café Blijft',
        plan: 'Klokwerk Maandelijks',
        owner: { userName: 'jan', email: 'jan@blijft.nl', password: 'Geheim123!' },
      });
      // Mail for the demo waiting in the global outbox goes with it.
      await database.db
        .insert(outbox)
        .values({ tenantId: 'demohoreca', kind: 'test', payload: { to: 'x@demohoreca.example' } });
    } finally {
      await database.close();
    }

    const removed = await cli(target, 'demo', 'remove');
    expect(removed.stderr).toBe('');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(
      /^Demo-bedrijf "Demo Horeca" \(demohoreca\) verwijderd met al zijn gegevens: 2 bedrijven, 7 gebruikers, \d+ medewerkers, \d+ diensten, \d+ urenregistraties\.$/m,
    );
    expect(removed.stdout).toContain(join(targetDir, DEMO_REMOVED_FILE));
    expect(existsSync(join(targetDir, DEMO_REMOVED_FILE))).toBe(true);
    expect(loadConfig({ DATA_DIR: targetDir }).demoSeed).toBe(false);

    const after = await openDatabase(loadConfig(target).database);
    try {
      // As the connecting role (a superuser here), which row-level security does not hide
      // rows from. Login attempts stay on purpose: the record of the per-IP limit.
      const tables = await queryRows(
        after.db,
        z.object({ table_name: z.string() }),
        sql`select table_name from information_schema.columns
            where table_schema = 'public' and column_name = 'tenant_id'
              and table_name <> 'login_attempts'`,
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['tenants', 'users', 'schedules', 'time_records', 'outbox']),
      );
      for (const { table_name } of tables) {
        const [left] = await queryRows(
          after.db,
          z.object({ n: z.number() }),
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where tenant_id = 'demohoreca'`,
        );
        expect({ table_name, n: left?.n }).toEqual({ table_name, n: 0 });
      }
      const [kept] = await queryRows(
        after.db,
        z.object({ n: z.number() }),
        sql`select count(*)::int as n from users where tenant_id = 'cafeblijft'`,
      );
      expect(kept?.n).toBe(1);
    } finally {
      await after.close();
    }

    const again = await cli(target, 'demo', 'remove');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('er is niets verwijderd');
  }, 240_000);
});

describe('runCli without a database', () => {
  // Option mistakes are reported before the database is opened: none exists at this path.
  const env = { DATA_DIR: '/nonexistent/klokwerk-cli' };

  it('names the plans when the plan is unknown', async () => {
    const result = await cli(env, ...createArgs('Café Fout', { plan: 'Gratis' }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Onbekend abonnement "Gratis". Kies uit: Klokwerk Maandelijks');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a weak password with the policy message, from stdin or from the command line', async () => {
    const result = await cliWithInput(
      env,
      'geheim\n',
      createArgs('Café Fout', { 'owner-password': null }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(PASSWORD_POLICY_MESSAGE);
    const reset = await cli(
      env,
      ...['user', 'reset-password', '--tenant', 'x', '--user', 'jan', '--password', 'kort'],
    );
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain(`Let op: --password ${ARGUMENT_WARNING}`);
    expect(reset.stderr.trim().split('\n').at(-1)).toBe(PASSWORD_POLICY_MESSAGE);
  });

  it('reads a left-out password from stdin, and stops when none comes', async () => {
    const none = await cli(env, 'user', 'reset-password', '--tenant', 'x', '--user', 'jan');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Geen wachtwoord ontvangen');
    const empty = await cliWithInput(env, '', createArgs('Café Leeg', { 'owner-password': null }));
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Geen wachtwoord ontvangen');
    // Option mistakes come first: a typo does not cost the operator a password.
    const typo = await cli(
      env,
      ...createArgs('Café Fout', { plan: 'Gratis', 'owner-password': null }),
    );
    expect(typo.stderr).toContain('Onbekend abonnement');
  });

  it('lists missing and unknown options, and refuses an owner role other than the two', async () => {
    const missing = await cli(env, 'tenant', 'create', '--name', 'Café');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'Ontbrekende opties voor "tenant create": --plan, --owner-user, --owner-email.',
    );
    const unknown = await cli(env, 'tenant', 'list', '--all');
    expect(unknown.stderr).toContain('Onbekende optie --all');
    const noValue = await cli(env, 'tenant', 'create', '--name');
    expect(noValue.stderr).toContain('De optie --name heeft een waarde nodig.');
    const role = await cli(env, ...createArgs('Café', { 'owner-role': 'MEDEWERKER' }));
    expect(role.code).toBe(1);
    expect(role.stderr).toContain('EIGENAAR of EINDBAAS');
  });

  it('shows the usage for help (exit 0) and for an unknown command (exit 1)', async () => {
    for (const argv of [['help'], [], ['tenant', 'create', '--help']]) {
      const help = await cli(env, ...argv);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Gebruik: npm run cli -- <commando> [opties]');
      for (const command of [
        'tenant create',
        'tenant list',
        'user reset-password',
        'demo remove',
      ]) {
        expect(help.stdout).toContain(command);
      }
      expect(help.stdout).toContain('--password <wachtwoord>');
      expect(help.stdout).toContain('(weglaten: wordt gevraagd)');
      expect(help.stdout).not.toContain("--password 'Nieuw123!'");
    }
    const unknown = await cli(env, 'tenant', 'delete');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Onbekend commando "tenant delete"');
    expect(unknown.stderr).toContain('Gebruik: npm run cli');
  });

  it('stops with the configuration message on a bad environment', async () => {
    const result = await cli(
      { DATA_DIR: tempDataDir(), DATABASE_URL: 'mysql://x' },
      'tenant',
      'list',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL: moet beginnen met postgres://');
  });
});

describe('runCli while a server holds the embedded database', () => {
  let holder: ChildProcess | undefined;
  afterAll(() => {
    if (holder?.pid !== undefined && holder.exitCode === null) holder.kill();
  });

  it('says the database is in use and that the server must be stopped first', async () => {
    const dataDir = tempDataDir();
    // Another process holds it, as a running server would.
    const lockModule = fileURLToPath(new URL('../db/data-dir-lock.ts', import.meta.url));
    const script = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
await acquireDataDirLock(process.env.LOCK_DIR); console.log('locked'); setInterval(() => {}, 1000);`;
    holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, LOCK_DIR: join(dataDir, 'pgdata') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const locked = await new Promise<boolean>((resolve) => {
      holder?.stdout?.on('data', (chunk: Buffer) => resolve(chunk.toString().includes('locked')));
      holder?.once('exit', () => resolve(false));
    });
    expect(locked).toBe(true);

    const result = await cli({ DATA_DIR: dataDir }, 'tenant', 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('in gebruik door een ander proces');
    expect(result.stderr).toContain('Stop eerst de server');
    expect(result.stdout).toBe('');
  }, 30_000);
});
