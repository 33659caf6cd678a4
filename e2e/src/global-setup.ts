import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchOptions } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /**
     * A file that receives everything the server writes, as it writes it. Without SMTP_URL the
     * server prints each mail there (src/outbox.ts reads the links of invitations from it).
     */
    serverOutputFile: string;
    /** How far the run's clock is ahead of the machine's (E2E_NOW), for server, browser and test. */
    clockOffsetMs: number;
    /** Each test file's own tenant (file name without `.test.ts` → tenant name). */
    tenants: Record<string, string>;
    /** Where `POST /tenants?name=…` seeds a file's tenant (apps/server/src/test/e2e-server.ts). */
    tenantControlURL: string;
    /** The run's one Chromium, which every file connects to (src/browser.ts). */
    browserEndpoint: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

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

async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`De server stopte bij het starten:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`De server werd niet gezond binnen 90 s:\n${output()}`);
}

/**
 * The run's clock: E2E_NOW (an ISO 8601 instant, e.g. 2027-03-28T01:30:00+01:00) sets the day
 * the whole run takes place on; without it, the machine's.
 */
function clockOffset(): number {
  const wanted = process.env.E2E_NOW;
  if (!wanted) return 0;
  const at = Date.parse(wanted);
  if (Number.isNaN(at)) throw new Error(`E2E_NOW is geen ISO 8601-tijdstip: ${wanted}`);
  return at - Date.now();
}

/**
 * The name of each test file's tenant, a copy of the demo company seeded when the file starts
 * (src/tenant.ts): what one file changes, no other sees. The run's own suffix keeps them apart
 * from an earlier run's on a reused PostgreSQL database.
 */
function tenantsPerFile(): Record<string, string> {
  const run = randomBytes(3).toString('hex');
  const files = readdirSync(new URL('../tests', import.meta.url)).filter((name) =>
    name.endsWith('.test.ts'),
  );
  return Object.fromEntries(
    files.map((file) => {
      const name = file.slice(0, -'.test.ts'.length);
      return [name, `E2E ${name.replaceAll('-', ' ')} ${run}`];
    }),
  );
}

/**
 * Starts the real server as `npm start` would (built web app, migrations, demo tenant), on a
 * free port and a fresh embedded database, or on the PostgreSQL database of DATABASE_URL; with
 * the run's clock and a port on which each test file has its tenant seeded
 * (apps/server/src/test/e2e-server.ts). And the run's one Chromium, started meanwhile.
 */
export default async function setup(project: TestProject) {
  const clockOffsetMs = clockOffset();
  const tenants = tenantsPerFile();
  const browser = chromium.launchServer(launchOptions);
  const dataDir = mkdtempSync(join(tmpdir(), 'klokwerk-e2e-'));
  // Beside the data folder, not in it: the server keeps DATA_DIR private and to itself.
  const outputDir = mkdtempSync(join(tmpdir(), 'klokwerk-e2e-output-'));
  const outputFile = join(outputDir, 'server-output.log');
  writeFileSync(outputFile, '');
  const port = await freePort();
  const controlPort = await freePort();
  let log = '';
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/e2e-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_SEED: 'true',
        // Production mode on a database server demands real secrets; these live for one run.
        JWT_SECRET: randomBytes(32).toString('hex'),
        BSN_KEY: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        // The public pages' analytics (after consent) and purchase links; tests intercept both
        // hosts, nothing leaves the machine. Contact messages are mailed to the sales address.
        ANALYTICS_ID: 'G-TEST12345',
        CHECKOUT_URL: 'https://betalen.example/klokwerk',
        SALES_EMAIL: 'verkoop@klokwerk.test',
        E2E_CLOCK_OFFSET_MS: String(clockOffsetMs),
        E2E_CONTROL_PORT: String(controlPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const record = (chunk: Buffer) => {
    log += chunk.toString();
    appendFileSync(outputFile, chunk);
  };
  server.stdout?.on('data', record);
  server.stderr?.on('data', record);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    server.kill('SIGTERM');
    await (await browser).close();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('serverOutputFile', outputFile);
  project.provide('clockOffsetMs', clockOffsetMs);
  project.provide('tenants', tenants);
  project.provide('tenantControlURL', `http://127.0.0.1:${controlPort}/tenants`);
  const browserServer = await browser;
  project.provide('browserEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outputDir, { recursive: true, force: true });
  };
}
