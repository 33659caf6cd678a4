import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { employeeListItem } from '@klokwerk/contract/employees';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app';
import { requireTenant } from '../../apps/server/src/auth/api-guard';
import { DEFAULT_LOG_LEVEL } from '../../apps/server/src/config/config';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { loggerOptions } from '../../apps/server/src/http/logging';
import { TEST_PASSWORD } from '../../apps/server/src/test/factories';
import { testConfig } from '../../apps/server/src/test/test-app';
import {
  LISTED,
  type ListQuery,
  listQuery,
  pgliteQuery,
  type RunQuery,
  SMALL_LISTED,
  seedCompany,
} from './employee-list-fixture';
import { getOnce } from './http-get';
import { type LoadResult, type LoadTool, runLoad } from './load-generator';

/**
 * The model list call against a bare route (docs/decisions/009 and 019).
 * Run by hand: `npm run list --workspace bench [-- --seconds 5 --rounds 3 --log-level info
 * --tool autocannon|wrk --identity --record]`; with DATABASE_URL on PostgreSQL, else on PGlite.
 *
 * - app list: GET /api/employees/company/{id} on buildApp as production builds it (token from
 *   POST /api/login, the guard, the tenant transaction, the compiled serializer, compression,
 *   the logger at LOG_LEVEL's default writing to a file), on a real port; for a company of
 *   500 employees and for a small one of 5;
 * - bare list: Fastify + the driver running the repository's very SELECT, on PostgreSQL under
 *   the same statement name (each connection plans it once, as the app's connections do), with
 *   no token, no transaction, Fastify's default JSON (for PGlite the same instance);
 * - app tiny: a guarded route that answers the tenant id; bare tiny: a hello-world route.
 * Each pair alternates (ABBA over the rounds) at CONNECTIONS connections from a load generator
 * in its own process; both sides get the same headers, Accept-Encoding included.
 */
const CONNECTIONS = 10;

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}

const seconds = Number(argument('--seconds', '5'));
const rounds = Number(argument('--rounds', '3'));
// The level production runs at unless LOG_LEVEL says otherwise.
const logLevel = argument('--log-level', DEFAULT_LOG_LEVEL);
const tool: LoadTool = z.enum(['autocannon', 'wrk']).parse(argument('--tool', 'autocannon'));
// What a browser sends; --identity asks both sides for uncompressed answers instead.
const acceptEncoding = process.argv.includes('--identity') ? 'identity' : 'gzip, deflate, br, zstd';

const loadBefore = loadavg();
const config = testConfig({ env: 'production', logLevel });
const database = await openDatabase(config.database);
await runMigrations(database);
const tenant = await seedCompany(database.db);
const companyId = tenant.companyId;
const small = await seedCompany(database.db, SMALL_LISTED);

// Production logs to stdout (a pipe or a file); here a file, so the figures below stay readable.
const logDir = mkdtempSync(join(tmpdir(), 'klokwerk-list-bench-'));
const logFile = join(logDir, 'server.log');
const baseLogger = loggerOptions(logLevel);
const logger: FastifyServerOptions['logger'] =
  typeof baseLogger === 'object' ? { ...baseLogger, file: logFile } : baseLogger;

const app = await buildApp({ config, db: database.db, logger });
app.get(
  '/api/bench/ping',
  {
    config: { policy: 'companies.view' },
    schema: { response: { 200: z.object({ tenantId: z.string() }) } },
  },
  async (request) => ({ tenantId: requireTenant(request).tenantId }),
);
await app.listen({ port: 0, host: '127.0.0.1' });

const pool =
  config.database.kind === 'postgres'
    ? new pg.Pool({ connectionString: config.database.url, max: CONNECTIONS })
    : undefined;
// The rows go out as the driver makes them (bigint ids as text on node-postgres).
const runQuery: RunQuery = pool
  ? async (query) =>
      (await pool.query({ name: query.name, text: query.text, values: query.params })).rows
  : pgliteQuery(database);
// The repository's statements for both companies, made once: its parameters include more than
// the tenant and company (today's date for the contract hours), so each company keeps its own.
const queries = new Map<string, ListQuery>();
for (const { tenantId, companyId: id } of [tenant, small])
  queries.set(`${tenantId}/${id}`, await listQuery(tenantId, id));

const bare: FastifyInstance = Fastify();
bare.get<{ Params: { tenant: string; companyId: string } }>(
  '/employees/:tenant/company/:companyId',
  async (request, reply) => {
    const query = queries.get(`${request.params.tenant}/${request.params.companyId}`);
    if (!query) return reply.code(404).send();
    return runQuery(query);
  },
);
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });

function origin(instance: FastifyInstance): string {
  const address = instance.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('geen adres');
  return `http://127.0.0.1:${address.port}`;
}

async function signIn(tenantId: string): Promise<Record<string, string>> {
  const login = await fetch(`${origin(app)}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': tenantId },
    body: JSON.stringify({ tenantId, userName: 'eigenaar', password: TEST_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`inloggen mislukte: ${await login.text()}`);
  const { token } = z.object({ token: z.string() }).parse(await login.json());
  return {
    authorization: `Bearer ${token}`,
    'x-tenant-id': tenantId,
    'accept-encoding': acceptEncoding,
  };
}
const headers = await signIn(tenant.tenantId);
const smallHeaders = await signIn(small.tenantId);

interface Side {
  name: string;
  url: string;
  /** The side's own headers (a token of the small company's owner), else those of the large. */
  headers?: Record<string, string>;
  check(json: unknown): string | null;
}

const listAnswer = z.array(employeeListItem.strict());
function appListCheck(listed: number) {
  return (json: unknown) => {
    const parsed = listAnswer.safeParse(json);
    if (!parsed.success) return `antwoord wijkt af van het contract: ${parsed.error.message}`;
    if (parsed.data.length !== listed) return `${parsed.data.length} in plaats van ${listed}`;
    if (!parsed.data.some((e) => e.jobTitle !== null)) return 'geen enkele functie';
    return null;
  };
}
const bareListCheck = (listed: number) => (json: unknown) =>
  Array.isArray(json) && json.length === listed ? null : `geen ${listed} rijen`;

const sides = {
  appList: {
    name: `app list ${LISTED}`,
    url: `${origin(app)}/api/employees/company/${companyId}`,
    check: appListCheck(LISTED),
  },
  bareList: {
    name: `bare list ${LISTED}`,
    url: `${origin(bare)}/employees/${tenant.tenantId}/company/${companyId}`,
    check: bareListCheck(LISTED),
  },
  appSmall: {
    name: `app list ${SMALL_LISTED}`,
    url: `${origin(app)}/api/employees/company/${small.companyId}`,
    headers: smallHeaders,
    check: appListCheck(SMALL_LISTED),
  },
  bareSmall: {
    name: `bare list ${SMALL_LISTED}`,
    url: `${origin(bare)}/employees/${small.tenantId}/company/${small.companyId}`,
    headers: smallHeaders,
    check: bareListCheck(SMALL_LISTED),
  },
  appTiny: {
    name: 'app tiny (guarded)',
    url: `${origin(app)}/api/bench/ping`,
    check: (json: unknown) =>
      z
        .object({ tenantId: z.literal(tenant.tenantId) })
        .strict()
        .safeParse(json).success
        ? null
        : `onverwacht antwoord ${JSON.stringify(json)}`,
  },
  bareTiny: {
    name: 'bare hello-world',
    url: `${origin(bare)}/hello`,
    check: (json: unknown) =>
      JSON.stringify(json) === '{"hello":"world"}' ? null : `onverwacht antwoord`,
  },
} satisfies Record<string, Side>;

// Prove each side answers what it should before timing it.
const wire: string[] = [];
for (const side of Object.values(sides) as Side[]) {
  const answer = await getOnce(side.url, side.headers ?? headers);
  const problem = answer.status === 200 ? side.check(answer.json) : `status ${answer.status}`;
  if (problem) throw new Error(`${side.name}: ${problem}`);
  wire.push(`${side.name} ${answer.wireBytes} B ${answer.encoding}`);
}
process.stdout.write(`Answers checked (200, the right items); on the wire: ${wire.join(', ')}\n`);

interface Measured extends LoadResult {
  /** CPU time of this process (app or bare server; PGlite too) per answered request. */
  cpuMsPerRequest: number;
}

/**
 * Requests per second depend on what else the 2 cores run; the server's own CPU time per
 * request hardly does, so it is printed beside them as the steadier figure.
 */
async function load(side: Side, duration: number): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await runLoad({
    url: side.url,
    headers: side.headers ?? headers,
    connections: CONNECTIONS,
    seconds: duration,
    tool,
  });
  const used = process.cpuUsage(before);
  return { ...result, cpuMsPerRequest: (used.user + used.system) / 1000 / result.requests };
}

const pairs = [
  [sides.appSmall, sides.bareSmall],
  [sides.appList, sides.bareList],
  [sides.appTiny, sides.bareTiny],
] as const;

// Warm-up: the JIT, the pools and the serializer reach their steady state; not counted.
for (const pair of pairs) for (const side of pair) await load(side, 2);

const results = new Map<Side, Measured[]>();
for (let round = 0; round < rounds; round++) {
  for (const pair of pairs) {
    const order = round % 2 === 0 ? pair : [...pair].reverse();
    for (const side of order) {
      const result = await load(side, seconds);
      if (result.failures > 0) throw new Error(`${side.name}: ${result.failures} mislukt`);
      results.set(side, [...(results.get(side) ?? []), result]);
      process.stdout.write(
        `round ${round + 1} ${side.name.padEnd(19)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${result.p99Ms.toFixed(1)} ms  CPU ${result.cpuMsPerRequest.toFixed(3)} ms/req\n`,
      );
    }
  }
}
const loadAfter = loadavg();
const logBytes = statSync(logFile, { throwIfNoEntry: false })?.size ?? 0;

await app.close();
await bare.close();
await pool?.end();
await database.close();
rmSync(logDir, { recursive: true, force: true });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Requests per second: the mean over the rounds; p99 and CPU per request: their medians. */
function figures(side: Side): { rps: number; p99: number; cpu: number } {
  const list = results.get(side) ?? [];
  return {
    rps: list.reduce((sum, r) => sum + r.rps, 0) / Math.max(1, list.length),
    p99: median(list.map((r) => r.p99Ms)),
    cpu: median(list.map((r) => r.cpuMsPerRequest)),
  };
}

function describe(side: Side): string {
  const f = figures(side);
  return `${side.name} ${f.rps.toFixed(0)} requests/s, p99 ${f.p99.toFixed(1)} ms (${f.cpu.toFixed(2)} ms CPU a request)`;
}

function ratio(app: Side, baseline: Side): string {
  const perRound = (results.get(app) ?? []).map((r, i) => {
    const base = results.get(baseline)?.[i]?.rps ?? Number.NaN;
    return (r.rps / base).toFixed(2);
  });
  const cpu = figures(baseline).cpu / figures(app).cpu;
  return `**${(figures(app).rps / figures(baseline).rps).toFixed(2)}** (rounds ${perRound.join(', ')}); CPU a request, bare ÷ app: ${cpu.toFixed(2)}`;
}

async function getServerVersion(): Promise<string | undefined> {
  if (config.database.kind !== 'postgres') return undefined;
  const client = new pg.Client({ connectionString: config.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version.split(' ')[0];
  } finally {
    await client.end();
  }
}

const databaseName =
  database.kind === 'postgres'
    ? `PostgreSQL ${String((await getServerVersion()) ?? '')}`.trim()
    : 'PGlite (in memory)';

const loads = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
const lines = [
  `\n## ${new Date().toISOString().slice(0, 10)} — employee lists (${SMALL_LISTED} and ${LISTED}) and a tiny guarded call against bare routes, ${databaseName}`,
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. ` +
    `Load average (1, 5, 15 min) before ${loads(loadBefore)}, after ${loads(loadAfter)}.`,
  '',
  `${tool}, ${CONNECTIONS} connections, ${rounds} rounds of ${seconds} s per side (ABBA), Accept-Encoding \`${acceptEncoding}\` on both sides, ` +
    `app logger at \`${logLevel}\` (${(logBytes / 2 ** 20).toFixed(1)} MiB of log).`,
  '',
  `- ${describe(sides.appSmall)}; ${describe(sides.bareSmall)}: ratio ${ratio(sides.appSmall, sides.bareSmall)}`,
  `- ${describe(sides.appList)}; ${describe(sides.bareList)}: ratio ${ratio(sides.appList, sides.bareList)}`,
  `- ${describe(sides.appTiny)}; ${describe(sides.bareTiny)}: ratio ${ratio(sides.appTiny, sides.bareTiny)}`,
  `- on the wire: ${wire.join(', ')}`,
  '',
];
process.stdout.write(lines.join('\n'));
if (process.argv.includes('--record'))
  appendFileSync(new URL('../RESULTS.md', import.meta.url), lines.join('\n'));
