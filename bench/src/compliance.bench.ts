import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { complianceReport } from '@klokwerk/contract/labour-findings';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/database';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { employees, schedules } from '../../apps/server/src/db/schema/index';
import { withTenant } from '../../apps/server/src/tenancy/tenant-context';
import { createTestTenant, loginAs, type TestTenant } from '../../apps/server/src/test/factories';
import { testConfig } from '../../apps/server/src/test/test-app';

/**
 * The labour-law check of a week: GET /api/schedules/compliance for a company with
 * 150 employees, 5 shifts a week each and 16 weeks of history (12,750 shifts), through the app
 * (token, guard, tenant transaction, two reads, the rules, serialisation), sequentially.
 * Target: under 50 ms on the server. Run by hand:
 *   npm run compliance --workspace bench [-- --requests 100 --record]
 * with DATABASE_URL on PostgreSQL, else on PGlite (in memory).
 */
function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}

const REQUESTS = Number(argument('--requests', '100'));
const WARM_UP = 10;
const EMPLOYEES = 150;
const HISTORY_WEEKS = 16;
/** Monday 30 November 2026, 00:00 in Amsterdam (CET). */
const WEEK_START = Date.UTC(2026, 10, 29, 23);
const DAY = 86_400_000;

const loadBefore = loadavg();
const config = testConfig({ env: 'production', logLevel: 'silent' });
const database = await openDatabase(config.database);
await runMigrations(database);

/** Five shifts a week from 16 weeks back up to the checked week; some close late, some long. */
async function seed(db: Database): Promise<TestTenant> {
  const tenant = await createTestTenant(db);
  const { tenantId, companyId } = tenant;
  await withTenant(db, tenantId, async (tx) => {
    const people = await tx
      .insert(employees)
      .values(
        Array.from({ length: EMPLOYEES }, (_, i) => ({
          tenantId,
          companyId,
          firstName: `Voornaam${i}`,
          lastName: `Achternaam${i}`,
          email: `atw${i}@example.test`,
          dateOfBirth: i % 10 === 0 ? '2009-03-01' : '1995-06-15',
        })),
      )
      .returning({ id: employees.id });
    const shifts = [];
    for (let week = -HISTORY_WEEKS; week <= 0; week += 1) {
      for (const [i, person] of people.entries()) {
        for (let day = 0; day < 5; day += 1) {
          const hour = day % 2 === 0 ? 16 : 8; // alternate evenings and mornings: short rests
          const start = WEEK_START + (week * 7 + day) * DAY + hour * 3_600_000;
          const hours = 8 + (i % 5);
          shifts.push({
            tenantId,
            companyId,
            employeeId: person.id,
            startTime: new Date(start),
            endTime: new Date(start + hours * 3_600_000),
          });
        }
      }
    }
    for (let i = 0; i < shifts.length; i += 1000) {
      await tx.insert(schedules).values(shifts.slice(i, i + 1000));
    }
  });
  await db.execute(sql`analyze schedules`);
  return tenant;
}

const tenant = await seed(database.db);
const app = await buildApp({ config, db: database.db });
await app.ready();
const token = await loginAs(app, tenant, 'EIGENAAR');
const request = {
  method: 'GET' as const,
  url:
    `/api/schedules/compliance?companyId=${tenant.companyId}` +
    '&start=2026-11-30T00:00:00&end=2026-12-07T00:00:00',
  headers: { authorization: `Bearer ${token}`, 'x-tenant-id': tenant.tenantId },
};

const first = await app.inject(request);
const parsed = complianceReport.safeParse(first.json());
if (first.statusCode !== 200 || !parsed.success)
  throw new Error(`onverwacht antwoord ${first.body}`);
const findings = parsed.data.findings.length;

for (let i = 0; i < WARM_UP; i += 1) await app.inject(request);
const times: number[] = [];
for (let i = 0; i < REQUESTS; i += 1) {
  const started = performance.now();
  await app.inject(request);
  times.push(performance.now() - started);
}
const sorted = [...times].sort((a, b) => a - b);
const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
const [version] = await queryRows(
  database.db,
  z.object({ server_version: z.string() }),
  sql`show server_version`,
);
const server = `${config.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite, in memory, PostgreSQL'} ${version?.server_version ?? ''}`;
await app.close();
await database.close();

const entry = `
## ${new Date().toISOString().slice(0, 10)} — labour-law check of a week (150 employees, 16 weeks of history), ${server}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Load average (1, 5, 15 min) before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')}.

- GET /api/schedules/compliance for one week, ${REQUESTS} sequential requests through app.inject (token, guard, tenant transaction, 12,750 shifts read, the rules, serialisation): mean ${mean.toFixed(1)} ms, p50 ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms; ${findings} findings in the week (target: under 50 ms)
`;
console.log(entry);
if (process.argv.includes('--record')) {
  appendFileSync(new URL('../RESULTS.md', import.meta.url), entry);
}
