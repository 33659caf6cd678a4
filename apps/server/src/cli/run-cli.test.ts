import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_POLICY_MESSAGE } from '@klokwerk/domain/password-policy';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { users } from '../db/schema/index';
import { login } from '../modules/login/service';
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

async function cli(env: NodeJS.ProcessEnv, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

const createArgs = (name: string, overrides: Record<string, string> = {}) => {
  const options: Record<string, string> = {
    name,
    plan: 'Klokwerk Maandelijks',
    'owner-user': 'jan',
    'owner-email': 'jan@dehaven.nl',
    'owner-password': 'Geheim123!',
    ...overrides,
  };
  return ['tenant', 'create', ...Object.entries(options).flatMap(([k, v]) => [`--${k}`, v])];
};

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

    const created = await cli(env, ...createArgs(name));
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Tenant-id: ${tenantId}`);

    const again = await cli(env, ...createArgs(name));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Er bestaat al een klant');

    const listed = await cli(env, 'tenant', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^Tenant-id\s+Naam\s+Abonnement\s+Status\s+Bedrijven\s+Gebruikers$/m,
    );
    const row = listed.stdout.split('\n').find((line) => line.startsWith(`${tenantId} `));
    expect(row).toMatch(new RegExp(`${name}\\s+Klokwerk Maandelijks\\s+actief\\s+1\\s+1$`));

    const reset = await cli(
      env,
      ...['user', 'reset-password', '--tenant', name, '--user', 'JAN', '--password', 'Nieuw123!'],
    );
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
        jwtSecret: new Uint8Array(randomBytes(32)),
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

  it('refuses a weak password with the policy message', async () => {
    const result = await cli(env, ...createArgs('Café Fout', { 'owner-password': 'geheim' }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(PASSWORD_POLICY_MESSAGE);
    const reset = await cli(
      env,
      ...['user', 'reset-password', '--tenant', 'x', '--user', 'jan', '--password', 'kort'],
    );
    expect(reset.code).toBe(1);
    expect(reset.stderr.trim()).toBe(PASSWORD_POLICY_MESSAGE);
  });

  it('lists missing and unknown options, and refuses an owner role other than the two', async () => {
    const missing = await cli(env, 'tenant', 'create', '--name', 'Café');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'Ontbrekende opties voor "tenant create": --plan, --owner-user, --owner-email, --owner-password.',
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
      for (const command of ['tenant create', 'tenant list', 'user reset-password']) {
        expect(help.stdout).toContain(command);
      }
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
    // The lock is per process (a lock of our own pid counts as stale), so another process holds it.
    const lockModule = fileURLToPath(new URL('../db/data-dir-lock.ts', import.meta.url));
    const script = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
acquireDataDirLock(process.env.LOCK_DIR); console.log('locked'); setInterval(() => {}, 1000);`;
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
