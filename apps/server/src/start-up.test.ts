import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real server process on the embedded database, the way `npm start` runs it: what only a
 * process shows (file modes on disk, the lock between processes, kill -9, the listen address).
 * Few starts on purpose: PGlite's first migration takes a while on a slow machine.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'klokwerk-start-'));
// Not made beforehand: the server must create it, under its own umask.
const dataDir = join(scratch, 'data');
const servers: ChildProcess[] = [];
const onLinux = process.platform === 'linux';

afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('poort')),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function launch(port: number, env: Record<string, string> = {}): Started {
  const inherited = { ...process.env };
  // This test is about the embedded default; the run's own database settings do not apply.
  for (const name of ['DATABASE_URL', 'HOST', 'DEMO_SEED', 'JWT_SECRET', 'BSN_KEY']) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function reachable(host: string, port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}:${port}/api/health`, {
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForHealth(port: number, server: Started): Promise<void> {
  const deadline = Date.now() + 280_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`De server stopte bij het starten:\n${server.output()}`);
    }
    if (await reachable('127.0.0.1', port)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`De server werd niet gezond:\n${server.output()}`);
}

/** Every entry under `dir` (links aside) that its group or others may use. */
function looseEntries(dir: string): string[] {
  const loose: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (lstatSync(path).mode & 0o077) loose.push(path);
    if (entry.isDirectory()) loose.push(...looseEntries(path));
  }
  return loose;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('start-up on the embedded database', () => {
  let port: number;
  let first: Started;

  it('makes a fresh DATA_DIR private, seeds the demo and then listens on loopback only', async () => {
    port = await freePort();
    first = launch(port);
    await waitForHealth(port, first);

    expect(first.output()).toContain('demo-tenant zojuist aangemaakt');
    expect(first.output()).toContain('(luistert op 127.0.0.1)');
    expect(first.output()).toContain('Alleen bereikbaar vanaf deze computer');
    // All of 127.0.0.0/8 reaches this machine on Linux; a loopback-only server answers on .1 alone.
    if (onLinux) expect(await reachable('127.0.0.2', port)).toBe(false);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'bsn-key'))).toBe(0o600);
    expect(readdirSync(join(dataDir, 'pgdata', 'pg_wal')).length).toBeGreaterThan(0);
    expect(looseEntries(dataDir)).toEqual([]);
    // Born private, not repaired afterwards.
    expect(first.output()).not.toContain('was leesbaar');
  }, 300_000);

  it('refuses a second server on the same folder while the first runs', async () => {
    // Even when the lock file is gone (a clean-up, a restore): on Linux the kernel's name is
    // the lock. The old pid file let a second server in here.
    if (onLinux) rmSync(join(dataDir, 'pgdata.lock'), { force: true });
    const second = launch(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `is in gebruik door een ander proces (pid ${first.child.pid}), waarschijnlijk een draaiende Klokwerk-server`,
    );
    expect(await reachable('127.0.0.1', port)).toBe(true);
  }, 120_000);

  it('starts right after kill -9, tightens loosened rights, and with HOST=0.0.0.0 warns', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    // As after a copy or an unpack that did not keep the modes.
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);

    const again = launch(port, { HOST: '0.0.0.0' });
    await waitForHealth(port, again);
    expect(again.output()).toContain('was leesbaar of schrijfbaar voor andere gebruikers');
    expect(looseEntries(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(again.output()).toContain('WAARSCHUWING: HOST=0.0.0.0');
    expect(again.output()).toContain('npm run cli -- demo remove');
    if (onLinux) expect(await reachable('127.0.0.2', port)).toBe(true);

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 300_000);
});
