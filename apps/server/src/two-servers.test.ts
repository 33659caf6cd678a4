import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { queryRows } from './db/query-rows';
import { enqueueMail } from './mail/outbox';
import { withoutTenant } from './tenancy/tenant-context';
import {
  clientAddress,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  TEST_PASSWORD,
  type TestTenant,
} from './test/factories';
import { type SmtpInbox, startSmtpInbox } from './test/smtp-inbox';

/**
 * Two real server processes on one PostgreSQL database and one Redis, called in turn by a
 * round-robin client (docs/decisions/019-one-round-trip-and-several-servers.md): what one
 * server counts, locks, keeps or sends, the other sees at once. The servers get a database of
 * their own (created here, dropped after), so their outbox polls touch no other test's mail.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = new URL('../../../', import.meta.url).pathname;

interface Server {
  url: string;
  process: ChildProcess;
  log: () => string;
}

let databaseUrl: string;
let databaseName: string;
let handle: DatabaseHandle;
let inbox: SmtpInbox;
let dataDir: string;
const servers: Server[] = [];
const secrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  BSN_KEY: randomBytes(32).toString('hex'),
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('')),
      );
    });
  });
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  let log = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/cluster-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...secrets,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        SMTP_URL: inbox.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: dataDir,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'warn',
        CLUSTER_MAIL_POLL_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`de server stopte bij het starten:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, log: () => log };
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let turn = 0;
/** The round-robin client: each call goes to the next server. */
function nextServer(): Server {
  const server = servers[turn++ % servers.length];
  if (!server) throw new Error('geen server');
  return server;
}

interface Call {
  method?: string;
  token?: string;
  tenantId?: string;
  body?: unknown;
  key?: string;
  ip?: string;
  server?: Server;
}

async function call(path: string, options: Call = {}) {
  const server = options.server ?? nextServer();
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tenantId) headers['x-tenant-id'] = options.tenantId;
  if (options.key) headers['idempotency-key'] = options.key;
  // The servers believe X-Forwarded-For from loopback: each test signs in from an address of its own.
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${server.url}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown> & {
      error?: { code: string; message: string };
    },
  };
}

async function signIn(tenant: TestTenant, userName: string, password = TEST_PASSWORD, ip?: string) {
  return call('/login', {
    body: { tenantId: tenant.tenantId, userName, password },
    tenantId: tenant.tenantId,
    ip: ip ?? clientAddress(),
  });
}

async function tokenOf(tenant: TestTenant, userName: string): Promise<string> {
  const response = await signIn(tenant, userName);
  if (response.status !== 200)
    throw new Error(`inloggen mislukte: ${JSON.stringify(response.json)}`);
  return String(response.json.token);
}

describe.skipIf(!DATABASE_URL)(
  'two servers on one PostgreSQL and one Redis (needs DATABASE_URL: the embedded PGlite serves one process by design)',
  () => {
    beforeAll(async () => {
      databaseName = `${new URL(DATABASE_URL ?? '').pathname.slice(1)}_two_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`create database "${databaseName}"`));
      const url = new URL(DATABASE_URL ?? '');
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
      await runMigrations(handle);
      inbox = await startSmtpInbox();
      dataDir = mkdtempSync(join(tmpdir(), 'klokwerk-two-servers-'));
      // One after the other: each runs the (already applied) migrations at start.
      servers.push(await startServer());
      servers.push(await startServer());
    });

    afterAll(async () => {
      await Promise.all(servers.map(stopServer));
      await inbox?.close();
      await handle?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (databaseName) {
        await admin((client) =>
          client.query(`drop database if exists "${databaseName}" with (force)`),
        );
      }
    });

    it('counts wrong passwords once: the fifth, on either server, locks the account on both', async () => {
      const tenant = await createTestTenant(handle.db, { roles: ['HUMANRESOURCE'] });
      const ip = clientAddress();
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await signIn(tenant, 'eigenaar', 'Verkeerd123!', ip);
        expect(wrong.status).toBe(401);
      }
      for (const server of servers) {
        const locked = await call('/login', {
          server,
          body: { tenantId: tenant.tenantId, userName: 'eigenaar', password: TEST_PASSWORD },
          tenantId: tenant.tenantId,
          ip,
        });
        expect(locked.status).toBe(401);
      }
      // Only that account: a colleague signs in on either server.
      expect((await signIn(tenant, 'humanresource')).status).toBe(200);
      expect((await signIn(tenant, 'humanresource')).status).toBe(200);
    });

    it('counts one address once: its 21st sign-in in a minute is refused, whichever server it reaches', async () => {
      const tenant = await createTestTenant(handle.db);
      const ip = clientAddress();
      for (let attempt = 0; attempt < 20; attempt++) {
        // An account that does not exist: the address limit, not the account's, is tested.
        const refused = await signIn(tenant, `niemand${attempt}`, TEST_PASSWORD, ip);
        expect(refused.status).toBe(401);
      }
      const over = await signIn(tenant, 'eigenaar', TEST_PASSWORD, ip);
      expect(over.status).toBe(429);
      expect((await signIn(tenant, 'eigenaar', TEST_PASSWORD, ip)).status).toBe(429);
      // Another address still gets in.
      expect((await signIn(tenant, 'eigenaar')).status).toBe(200);
    });

    it('ends a token on both servers the moment one of them changes its role', async () => {
      const tenant = await createTestTenant(handle.db, { roles: ['HUMANRESOURCE'] });
      const owner = await tokenOf(tenant, 'eigenaar');
      const hr = await tokenOf(tenant, 'humanresource');
      const categories = `/categories/company/${tenant.companyId}`;
      for (const server of servers) {
        const read = await call(categories, { server, token: hr, tenantId: tenant.tenantId });
        expect(read.status).toBe(200);
      }
      const [first, second] = servers;
      if (!first || !second) throw new Error('twee servers verwacht');
      const changed = await call('/users/humanresource/roles', {
        server: first,
        token: owner,
        tenantId: tenant.tenantId,
        body: ['MEDEWERKER'],
      });
      expect(changed.status).toBe(200);
      // The other server first: it never saw the change, and must not answer from memory.
      for (const server of [second, first]) {
        const stale = await call(categories, { server, token: hr, tenantId: tenant.tenantId });
        expect(stale.status).toBe(401);
        expect(stale.json.error?.code).toBe('TOKEN_INVALID');
      }
    });

    it('keeps an Idempotency-Key across servers: the same creation sent to both at once makes one category', async () => {
      const tenant = await createTestTenant(handle.db);
      const owner = await tokenOf(tenant, 'eigenaar');
      const name = `Keuken ${randomBytes(3).toString('hex')}`;
      const key = `dubbelklik-${randomBytes(8).toString('hex')}`;
      const answers = await Promise.all(
        servers.map((server) =>
          call('/categories', {
            server,
            token: owner,
            tenantId: tenant.tenantId,
            key,
            body: { companyId: tenant.companyId, name },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      expect(answers[0]?.json).toEqual(answers[1]?.json);
      const replayed = answers.map((a) => a.headers.get('idempotent-replayed'));
      expect(replayed.filter((r) => r === 'true')).toHaveLength(1);
      const list = await call(`/categories/company/${tenant.companyId}`, {
        token: owner,
        tenantId: tenant.tenantId,
      });
      expect(
        (list.json as unknown as Array<{ name: string }>).filter((c) => c.name === name),
      ).toHaveLength(1);
    });

    it('holds a month closed on one server against a change sent to the other', async () => {
      const tenant = await createTestTenant(handle.db);
      const owner = await tokenOf(tenant, 'eigenaar');
      // The month before last: over on any day the test runs, whatever the time zone.
      const now = new Date();
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
      const year = month.getUTCFullYear();
      const monthNumber = month.getUTCMonth() + 1;
      const employee = await createEmployee(handle.db, tenant, { salary: 15 });
      await createTimeRecord(handle.db, tenant, {
        employeeId: employee.id,
        clockInTime: new Date(Date.UTC(year, monthNumber - 1, 5, 7)),
        approvalStatus: 'Approved',
      });
      const [first, second] = servers;
      if (!first || !second) throw new Error('twee servers verwacht');
      const closed = await call('/months/close', {
        server: first,
        token: owner,
        tenantId: tenant.tenantId,
        body: { companyId: tenant.companyId, year, month: monthNumber },
      });
      expect(closed.status).toBe(200);
      const pad = (n: number) => String(n).padStart(2, '0');
      const next = new Date(Date.UTC(year, monthNumber, 1));
      const refused = await call('/expenses/calculate', {
        server: second,
        token: owner,
        tenantId: tenant.tenantId,
        body: {
          companyId: tenant.companyId,
          totalExpense: 112.5,
          startDate: `${year}-${pad(monthNumber)}-01T00:00:00`,
          endDate: `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-01T00:00:00`,
        },
      });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toEqual({
        code: 'CONFLICT',
        message: monthClosedMessage(year, monthNumber),
      });
    });

    it('sends each queued mail once, while both servers drain the outbox at the same time', async () => {
      const run = randomBytes(4).toString('hex');
      const recipients = Array.from({ length: 30 }, (_, i) => `twee-${run}-${i}@example.test`);
      await withoutTenant(handle.db, async (tx) => {
        for (const to of recipients) {
          await enqueueMail(tx, null, 'test', {
            to,
            subject: 'Twee servers',
            text: 'Eén keer, niet twee.',
            html: '<p>Eén keer, niet twee.</p>',
          });
        }
      });
      for (const to of recipients) await inbox.waitFor(to, 60_000);
      // Both servers poll every 100 ms: let each have several more chances to send one again.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const received = inbox.received.filter((mail) => mail.to.some((to) => to.includes(run)));
      expect(received.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
      const rows = await withoutTenant(handle.db, (tx) =>
        queryRows(
          tx,
          z.object({ status: z.string(), attempts: z.number() }),
          sql`select status, attempts from outbox where kind = 'test'`,
        ),
      );
      expect(rows).toHaveLength(recipients.length);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });
  },
);
