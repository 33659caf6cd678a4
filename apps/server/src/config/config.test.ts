import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { DEMO_REMOVED_FILE } from './demo-removed-marker';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'klokwerk-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('defaults to the embedded database in DATA_DIR with the demo seeded, on port 3000', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    expect(config.demoSeed).toBe(true);
  });

  it('resolves a relative DATA_DIR against the repository, not the working directory', () => {
    const config = loadConfig({
      DATA_DIR: 'data-config-test',
      JWT_SECRET: 'x'.repeat(32),
      BSN_KEY: 'a'.repeat(64),
    });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'data-config-test'));
  });

  it('uses DATABASE_URL and then seeds the demo only with DEMO_SEED=true', () => {
    const base = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h:5432/db' };
    expect(loadConfig(base).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(loadConfig(base).demoSeed).toBe(false);
    expect(loadConfig({ ...base, DEMO_SEED: 'true' }).demoSeed).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), DEMO_SEED: 'false' }).demoSeed).toBe(false);
  });

  it('generates the JWT and BSN secrets into DATA_DIR once and reuses them', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret)).toEqual(Buffer.from(first.jwtSecret));
    expect(first.bsnKey.length).toBe(32);
    expect(readFileSync(join(dataDir, 'bsn-key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('creates a missing DATA_DIR 0700 and its secrets 0600, whatever the umask', () => {
    const dataDir = join(tempDir(), 'nieuw');
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'bsn-key')).mode & 0o777).toBe(0o600);
  });

  it('stops with a message naming the file when jwt-secret or bsn-key is not a key', () => {
    const bad: [file: string, content: string][] = [
      ['jwt-secret', ''],
      ['jwt-secret', 'a'],
      ['jwt-secret', 'ab'.repeat(31)],
      ['jwt-secret', 'z'.repeat(96)],
      ['jwt-secret', 'geheim-wachtwoord-van-meer-dan-32-tekens'],
      ['bsn-key', ''],
      ['bsn-key', 'ab'.repeat(31)],
      ['bsn-key', 'ab'.repeat(33)],
      ['bsn-key', 'g'.repeat(64)],
    ];
    for (const [file, content] of bad) {
      const dataDir = tempDir();
      writeFileSync(join(dataDir, file), content);
      const message = errorOf({ DATA_DIR: dataDir });
      expect(message).toContain(`${join(dataDir, file)}: bevat geen geldige sleutel`);
      expect(message).toMatch(file === 'bsn-key' ? /precies 64 hexadecimale/ : /minstens 64/);
    }
    // A key written by hand with a closing newline is a key.
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt-secret'), `${'ab'.repeat(32)}\n`);
    expect(Buffer.from(loadConfig({ DATA_DIR: dataDir }).jwtSecret)).toEqual(
      Buffer.from('ab'.repeat(32), 'hex'),
    );
  });

  it('leaves HOST unset unless given, so start-up can choose loopback for the demo', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '' }).host).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('does not seed the demo again after the CLI removed it, unless DEMO_SEED=true', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, DEMO_REMOVED_FILE), 'verwijderd');
    expect(loadConfig({ DATA_DIR: dataDir }).demoSeed).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_SEED: 'true' }).demoSeed).toBe(true);
  });

  it('stops with a message naming each bad variable', () => {
    const dataDir = tempDir();
    expect(errorOf({ DATA_DIR: dataDir, PORT: 'abc' })).toMatch(/PORT/);
    expect(errorOf({ DATA_DIR: dataDir, PORT: '70000' })).toMatch(/PORT/);
    expect(errorOf({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toMatch(
      /DATABASE_URL: moet beginnen met postgres/,
    );
    expect(errorOf({ DATA_DIR: dataDir, DEMO_SEED: 'ja' })).toMatch(/DEMO_SEED/);
    expect(errorOf({ DATA_DIR: dataDir, JWT_SECRET: 'kort' })).toMatch(
      /JWT_SECRET: moet minstens 32 tekens/,
    );
    expect(errorOf({ DATA_DIR: dataDir, BSN_KEY: 'xyz' })).toMatch(/BSN_KEY/);
    expect(errorOf({ DATA_DIR: dataDir, SMTP_URL: 'geen url' })).toMatch(/SMTP_URL/);
    expect(errorOf({ DATA_DIR: dataDir, SALES_EMAIL: 'geen-adres' })).toMatch(/SALES_EMAIL/);
  });

  it('demands JWT_SECRET and BSN_KEY in production on a database server', () => {
    const message = errorOf({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: tempDir(),
    });
    expect(message).toMatch(/JWT_SECRET en BSN_KEY zijn verplicht/);
  });
});
