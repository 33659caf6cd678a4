import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { scheduleItem } from '@klokwerk/contract/schedules';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { categories, employees, jobTitles, schedules } from '../../apps/server/src/db/schema/index';
import { listSchedules } from '../../apps/server/src/modules/schedules/repository';
import { withTenant } from '../../apps/server/src/tenancy/tenant-context';
import {
  contextAs,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../apps/server/src/test/factories';
import { testConfig } from '../../apps/server/src/test/test-app';
import { getOnce } from './http-get';

/**
 * The roster's week call: GET /api/schedules/company/{id}?start&end for a week of a
 * company with 150 employees and 5 shifts each, through the whole app on a real port (token,
 * guard, tenant transaction, compiled serializer, compression), sequentially. The company has
 * 12 weeks of shifts, so the week must come from the index. Target: under 50 ms on PostgreSQL.
 * Run by hand: `npm run roster --workspace bench [-- --requests 200 --record]`; with
 * DATABASE_URL on PostgreSQL, else on PGlite (in memory).
 */
function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}

const REQUESTS = Number(argument('--requests', '200'));
const WARM_UP = 20;
const EMPLOYEES = 150;
const SHIFTS_A_WEEK = 5;
const WEEKS_BEFORE = 8;
const WEEKS_AFTER = 3;
/** Monday 30 November 2026, 00:00 in Amsterdam (CET). */
const WEEK_START = Date.UTC(2026, 10, 29, 23);
const DAY = 86_400_000;

const loadBefore = loadavg();
const config = testConfig({ env: 'production', logLevel: 'silent' });
const database = await openDatabase(config.database);
await runMigrations(database);
const onPostgres = config.database.kind === 'postgres';

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** 150 employees in 5 departments with 3 job titles each; 5 day shifts a week each. */
async function seed(db: Database): Promise<TestTenant> {
  const tenant = await createTestTenant(db);
  const { tenantId, companyId } = tenant;
  await withTenant(db, tenantId, async (tx) => {
    const titleIds: number[] = [];
    for (const department of ['Keuken', 'Bediening', 'Bar', 'Afwas', 'Management']) {
      const [category] = await tx
        .insert(categories)
        .values({ tenantId, companyId, name: department })
        .returning({ id: categories.id });
      for (const n of [1, 2, 3]) {
        const [title] = await tx
          .insert(jobTitles)
          .values({
            tenantId,
            companyId,
            categoryId: category?.id ?? 0,
            name: `${department} ${n}`,
          })
          .returning({ id: jobTitles.id });
        titleIds.push(title?.id ?? 0);
      }
    }
    const people = await tx
      .insert(employees)
      .values(
        Array.from({ length: EMPLOYEES }, (_, i) => ({
          tenantId,
          companyId,
          firstName: `Voornaam${i}`,
          lastName: `Achternaam${i}`,
          email: `rooster${i}@example.test`,
          jobTitleId: titleIds[i % titleIds.length] ?? null,
        })),
      )
      .returning({ id: employees.id });
    const shifts = [];
    for (let week = -WEEKS_BEFORE; week <= WEEKS_AFTER; week += 1) {
      for (const [i, person] of people.entries()) {
        for (let day = 0; day < SHIFTS_A_WEEK; day += 1) {
          const start = WEEK_START + (week * 7 + ((i + day) % 7)) * DAY + (8 + (i % 8)) * 3_600_000;
          shifts.push({
            tenantId,
            companyId,
            employeeId: person.id,
            startTime: new Date(start),
            endTime: new Date(start + 8 * 3_600_000),
          });
        }
      }
    }
    await inChunks(shifts, 1000, (chunk) => tx.insert(schedules).values(chunk));
  });
  await db.execute(sql`analyze schedules`);
  return tenant;
}

let started = performance.now();
const tenant = await seed(database.db);
const seedSeconds = (performance.now() - started) / 1000;

const app = await buildApp({ config, db: database.db });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address !== 'object' || address === null) throw new Error('geen adres');
const token = await loginAs(app, tenant, 'EIGENAAR');
const url =
  `http://127.0.0.1:${address.port}/api/schedules/company/${tenant.companyId}` +
  '?start=2026-11-30T00:00:00&end=2026-12-07T00:00:00';
const headers = {
  authorization: `Bearer ${token}`,
  'x-tenant-id': tenant.tenantId,
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const first = await getOnce(url, headers);
const parsed = z.array(scheduleItem.strict()).safeParse(first.json);
if (first.status !== 200 || !parsed.success) throw new Error(`onverwacht antwoord ${first.status}`);
const expected = EMPLOYEES * SHIFTS_A_WEEK;
if (parsed.data.length !== expected)
  throw new Error(`${parsed.data.length} in plaats van ${expected}`);

for (let i = 0; i < WARM_UP; i += 1) await getOnce(url, headers);
const times: number[] = [];
for (let i = 0; i < REQUESTS; i += 1) {
  started = performance.now();
  await getOnce(url, headers);
  times.push(performance.now() - started);
}

/** The repository's query alone, in a tenant transaction as a request runs it. */
const queryTimes: number[] = [];
for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
  started = performance.now();
  await withTenant(database.db, tenant.tenantId, (tx) =>
    listSchedules(
      contextAs(tenant, tx, 'EIGENAAR'),
      tenant.companyId,
      { from: new Date(WEEK_START), to: new Date(WEEK_START + 7 * DAY) },
      true,
    ),
  );
  if (i >= WARM_UP) queryTimes.push(performance.now() - started);
}

function stats(list: number[]) {
  const sorted = [...list].sort((a, b) => a - b);
  const pick = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  const fmt = (ms: number) => ms.toFixed(1);
  return `mean ${fmt(mean)} ms, p50 ${fmt(pick(0.5))} ms, p95 ${fmt(pick(0.95))} ms, max ${fmt(pick(1))} ms`;
}

/** The plan of the repository's WHERE inside a tenant transaction (the app's role, RLS on). */
async function plan(): Promise<string> {
  const lines = await withTenant(database.db, tenant.tenantId, (tx) =>
    queryRows(
      tx,
      z.object({ 'QUERY PLAN': z.string() }),
      sql`explain select s.id from schedules s
          where s.tenant_id = ${tenant.tenantId} and s.company_id = ${tenant.companyId}
            and s.start_time > ${new Date(WEEK_START - DAY)} and s.end_time > ${new Date(WEEK_START)}
            and s.start_time < ${new Date(WEEK_START + 7 * DAY)}`,
    ),
  );
  return lines.map((line) => line['QUERY PLAN']).join(' ');
}
const usesIndex = (await plan()).includes('schedules_company_month_idx');
const [version] = await queryRows(
  database.db,
  z.object({ server_version: z.string() }),
  sql`show server_version`,
);
const server = `${onPostgres ? 'PostgreSQL' : 'PGlite, in memory, PostgreSQL'} ${version?.server_version ?? ''}`;

await app.close();
await database.close();

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const entry = `
## ${new Date().toISOString().slice(0, 10)} — roster week call (150 employees × 5 shifts), ${server}

Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Other engineers were running tests on the same machine: load average (1, 5, 15 min) before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')}.

- GET /api/schedules/company/{id}?start&end (${expected} shifts of ${(WEEKS_BEFORE + WEEKS_AFTER + 1) * expected} in the company; ${first.wireBytes} B ${first.encoding} on the wire), ${REQUESTS} sequential requests after ${WARM_UP} to warm up: ${stats(times)} (target under 50 ms on PostgreSQL)
- of which the repository's query in its tenant transaction: ${stats(queryTimes)}
- the week's rows come from schedules_company_month_idx: ${usesIndex ? 'yes' : 'NO'} (seeded in ${seedSeconds.toFixed(1)} s)
`;
process.stdout.write(entry);
if (process.argv.includes('--record')) {
  appendFileSync(new URL('../RESULTS.md', import.meta.url), entry);
}
