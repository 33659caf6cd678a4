import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Builds the web app when a source is newer than the build (the rule `npm start` uses). */
export function buildWebIfNeeded(): void {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "(await import('./scripts/build-web-if-needed.mjs')).buildWebIfNeeded()",
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Het bouwen van de web-app is mislukt.');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`De server stopte bij het starten:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`De server werd niet gezond binnen 300 s:\n${log()}`);
}

/**
 * The real server as `npm start` runs it (production mode, built web app, demo tenant) on a
 * free port and a throw-away embedded database, like the browser tests' global setup. `webDist`
 * serves another build than apps/web/dist (as WEB_DIST does), so that two builds can be served
 * side by side.
 */
export async function startProductionServer(
  options: { webDist?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'klokwerk-bench-'));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      BSN_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...(options.webDist === undefined ? {} : { WEB_DIST: options.webDist }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
