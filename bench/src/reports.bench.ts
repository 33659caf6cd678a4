import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { authHeaders, loginAs } from '../../apps/server/src/test/factories';
import { testConfig } from '../../apps/server/src/test/test-app';
import {
  BOUNDS,
  EMPLOYEES,
  HISTORY_DAYS,
  historyStart,
  MONTH,
  pgliteStatement,
  type RunStatement,
  reportStatements,
  type Statement,
  seedCompany,
  seedDays,
  YEAR,
} from './reports-fixture';

/**
 * The hours and wage-cost reports on a company of 300 employees with a month of 36,000 registrations
 * (4 a day, with shifts and corrections): each call through the whole app (token, guard, tenant
 * transaction, the domain's rules, the compiled serializer) against the bare read of the same
 * rows (the repository's very SELECTs on a pooled connection, no transaction). Then, on
 * PostgreSQL, five years of history before the month, to show that the month's rows come from
 * the indexes. Run by hand: `npm run reports --workspace bench [-- --runs 20 --record]`; with
 * DATABASE_URL on PostgreSQL, else on PGlite (the month only).
 */
function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}

const RUNS = Number(argument('--runs', '20'));
const WARM_UP = 5;

const loadBefore = loadavg();
const config = testConfig({ logLevel: 'silent' });
const database = await openDatabase(config.database);
await runMigrations(database);
const onPostgres = config.database.kind === 'postgres';

let started = performance.now();
const tenant = await seedCompany(database.db);
await seedDays(database.db, tenant, BOUNDS.start, 30);
await database.db.execute(sql`analyze`);
const seedMonthSeconds = (performance.now() - started) / 1000;
const [counts] = (
  (await database.db.execute(sql`
    select (select count(*) from time_records where tenant_id = ${tenant.tenantId})::int as records,
      (select count(*) from schedules where tenant_id = ${tenant.tenantId})::int as shifts,
      (select count(*) from corrections where tenant_id = ${tenant.tenantId} and status = 'APPROVED')::int as approved,
      (select count(*) from corrections where tenant_id = ${tenant.tenantId} and status = 'PENDING')::int as pending`)) as unknown as {
    rows: Array<{ records: number; shifts: number; approved: number; pending: number }>;
  }
).rows;

const app: FastifyInstance = await buildApp({ config, db: database.db, webDist: '/nonexistent' });
await app.ready();
const headers = authHeaders(await loginAs(app, tenant, 'EIGENAAR'), tenant.tenantId);
const query = `companyId=${tenant.companyId}&year=${YEAR}&month=${MONTH}`;

const pool = onPostgres
  ? new pg.Pool({
      connectionString: config.database.kind === 'postgres' ? config.database.url : '',
      max: 2,
    })
  : undefined;
const run: RunStatement = pool
  ? async (statement) => (await pool.query(statement.text, statement.params)).rows
  : pgliteStatement(database);
const statements = await reportStatements(tenant.tenantId, tenant.companyId);

/** Node's own CPU time of each app call in ms, which the machine's other load inflates less. */
const cpuOf = new Map<string, number[]>();

async function appCall(path: string): Promise<number> {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const response = await app.inject({
    method: 'GET',
    url: `/api/reports/${path}?${query}`,
    headers,
  });
  const elapsed = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  if (response.statusCode !== 200)
    throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  cpuOf.set(path, [...(cpuOf.get(path) ?? []), (cpu.user + cpu.system) / 1000]);
  return elapsed;
}

async function bareRead(list: Statement[]): Promise<number> {
  const start = performance.now();
  let rows = 0;
  for (const statement of list) rows += (await run(statement)).length;
  const elapsed = performance.now() - start;
  if (rows === 0) throw new Error('de kale lezing vond geen rijen');
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
}

interface Figures {
  hours: number[];
  hoursBare: number[];
  wages: number[];
  wagesBare: number[];
  /** Median Node CPU time of an app call. */
  hoursCpu: number;
  wagesCpu: number;
}

/** Each pair alternates (ABBA), so that a neighbour's burst on the shared machine hits both. */
async function measure(): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i++) {
    await appCall('hours');
    await bareRead(statements.hours);
    await appCall('wage-cost');
    await bareRead(statements.wages);
  }
  cpuOf.clear();
  const figures: Figures = {
    hours: [],
    hoursBare: [],
    wages: [],
    wagesBare: [],
    hoursCpu: 0,
    wagesCpu: 0,
  };
  for (let i = 0; i < RUNS; i++) {
    const forward = i % 2 === 0;
    if (forward) figures.hours.push(await appCall('hours'));
    figures.hoursBare.push(await bareRead(statements.hours));
    if (!forward) figures.hours.push(await appCall('hours'));
    if (forward) figures.wages.push(await appCall('wage-cost'));
    figures.wagesBare.push(await bareRead(statements.wages));
    if (!forward) figures.wages.push(await appCall('wage-cost'));
  }
  figures.hoursCpu = median(cpuOf.get('hours') ?? []);
  figures.wagesCpu = median(cpuOf.get('wage-cost') ?? []);
  return figures;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function describe(label: string, app: number[], bare: number[], cpu: number): string {
  const ratio = median(app) / median(bare);
  return `${label}: median ${ms(median(app))} (p95 ${ms(p95(app))}, Node CPU ${ms(cpu)}); bare read ${ms(median(bare))} → ${ratio.toFixed(2)}×`;
}

const month = await measure();
const lines: string[] = [];

let history: Figures | undefined;
let seedHistorySeconds = 0;
let plans: string[] = [];
if (pool) {
  started = performance.now();
  await seedDays(database.db, tenant, historyStart(), HISTORY_DAYS);
  await database.db.execute(sql`analyze`);
  seedHistorySeconds = (performance.now() - started) / 1000;
  history = await measure();
  plans = await explain(pool);
}

/**
 * How PostgreSQL reads the month's rows with five years around them, as the app's role with
 * the tenant set (row-level security adds its filter): the scan node of each statement.
 */
async function explain(on: pg.Pool): Promise<string[]> {
  const client = await on.connect();
  try {
    const found: string[] = [];
    for (const [name, statement] of [
      ['time_records', statements.hours[0]],
      ['schedules', statements.hours[1]],
      ['corrections', statements.hours[2]],
    ] as const) {
      if (!statement) continue;
      await client.query('begin');
      await client.query(`set local role klokwerk_app`);
      await client.query(`select set_config('app.tenant_id', $1, true)`, [tenant.tenantId]);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary off) ${statement.text}`,
        statement.params,
      );
      await client.query('rollback');
      const scans = rows
        .map((row) => row['QUERY PLAN'].trim().replace(/^->\s*/, ''))
        .filter((line) => /Scan/.test(line));
      found.push(`${name}: ${scans.join('; ')}`);
    }
    return found;
  } finally {
    client.release();
  }
}

async function serverVersion(): Promise<string> {
  if (!pool) return '';
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  return rows[0]?.server_version.split(' ')[0] ?? '';
}

const databaseName = pool
  ? `PostgreSQL ${await serverVersion()} (127.0.0.1)`
  : 'PGlite (in memory)';
const loadAfter = loadavg();
const cpu = cpus()[0]?.model ?? 'cpu';
lines.push(
  `\n## ${new Date().toISOString().slice(0, 10)} — hours and wage-cost reports, ${databaseName}`,
  '',
  `Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. The machine is shared with other engineers' work (load average ${loadBefore[0]?.toFixed(1)} before, ${loadAfter[0]?.toFixed(1)} after).`,
  '',
  `One company, ${EMPLOYEES} employees, September 2026: ${counts?.records} registrations (4 a day, 1 in 97 Pending), ${counts?.shifts} shifts, ${counts?.approved} approved and ${counts?.pending} pending corrections; seeded in ${seedMonthSeconds.toFixed(1)} s. ${RUNS} calls each after ${WARM_UP} to warm up, through app.inject (token, guard, tenant transaction, rules, serializer); "bare read" is the repository's same SELECTs without a transaction (PostgreSQL: a pooled connection; PGlite: the app's own instance).`,
  '',
  `- ${describe('GET /api/reports/hours, one month', month.hours, month.hoursBare, month.hoursCpu)}`,
  `- ${describe('GET /api/reports/wage-cost, one month', month.wages, month.wagesBare, month.wagesCpu)}`,
);
const verdict = (name: string, app: number[], bare: number[]) =>
  `${name} ${median(app) < 100 ? 'under' : 'over'} 100 ms, ${median(app) / median(bare) <= 3 ? 'within' : 'beyond'} 3× the bare read`;
lines.push(
  `- targets (one month): ${verdict('hours', month.hours, month.hoursBare)}; ${verdict('wage-cost', month.wages, month.wagesBare)}`,
);
if (history) {
  const growth = (after: number[], before: number[]) =>
    `${((median(after) / median(before) - 1) * 100).toFixed(0)} %`;
  lines.push(
    `- with 5 years of history before the month (${(HISTORY_DAYS * EMPLOYEES * 4).toLocaleString('en')} more registrations and shifts; seeded in ${seedHistorySeconds.toFixed(0)} s):`,
    `  - ${describe('hours', history.hours, history.hoursBare, history.hoursCpu)}; change against one month ${growth(history.hours, month.hours)}`,
    `  - ${describe('wage-cost', history.wages, history.wagesBare, history.wagesCpu)}; change against one month ${growth(history.wages, month.wages)}`,
    `  - target (five years): at most 20 % slower — hours ${growth(history.hours, month.hours)}, wage-cost ${growth(history.wages, month.wages)}`,
    `  - EXPLAIN ANALYZE as klokwerk_app: ${plans.join(' | ')}`,
  );
}
lines.push('');

await app.close();
await pool?.end();
await database.close();

process.stdout.write(lines.join('\n'));
if (process.argv.includes('--record')) {
  appendFileSync(new URL('../RESULTS.md', import.meta.url), lines.join('\n'));
}
