import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import {
  authHeaders,
  createEmployee,
  createSchedule,
  createTestTenant,
  createTimeRecord,
  createUser,
  loginAs,
} from '../../apps/server/src/test/factories';
import { testClock, testConfig } from '../../apps/server/src/test/test-app';

/**
 * The calls a restaurant makes at its busiest moment, the Friday shift change, measured as the
 * server's CPU time per call (docs/operations.md turns them into tenants per server): a kiosk
 * tap, the roster's week and the month's hours report, for a restaurant of 25 employees. Each
 * call goes through the whole app in-process (app.inject: guard, tenant transaction, rules,
 * serializer, compression; no socket), sequentially, after a warm-up.
 * Run by hand: `npm run capacity --workspace bench [-- --calls 300 --record]`; with
 * DATABASE_URL on PostgreSQL, else on PGlite.
 */
function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}
const CALLS = Number(argument('--calls', '300'));
const EMPLOYEES = 25;
const KIOSKS = 10; // each kiosk account may tap 60 times a minute

const loadBefore = loadavg();
const clock = testClock(new Date('2026-11-27T16:00:00Z')); // a Friday, 17:00 in Amsterdam
const config = testConfig({ env: 'production' });
const database = await openDatabase(config.database);
await runMigrations(database);
const db = database.db;
const tenant = await createTestTenant(db);
const staff: string[] = [];
for (let i = 0; i < EMPLOYEES; i++) {
  const phoneNumber = `06${String(20_000_000 + i)}`;
  const employee = await createEmployee(db, tenant, { phoneNumber, salary: 14 + (i % 5) });
  staff.push(phoneNumber);
  for (let day = 0; day < 7; day++) {
    if ((day + i) % 7 >= 5) continue; // five shifts a week
    await createSchedule(db, tenant, {
      employeeId: employee.id,
      startTime: new Date(Date.UTC(2026, 10, 23 + day, 8 + (i % 3) * 4)),
    });
  }
  // October: a shift on every weekday, approved.
  for (let day = 1; day <= 31; day++) {
    const date = new Date(Date.UTC(2026, 9, day, 7 + (i % 3) * 4));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    await createTimeRecord(db, tenant, {
      employeeId: employee.id,
      clockInTime: date,
      approvalStatus: 'Approved',
    });
  }
}
const kiosks: Record<string, string>[] = [];
for (let k = 0; k < KIOSKS; k++) {
  const kiosk = await createUser(db, tenant, { roles: ['KLOKSYSTEEM'] });
  tenant.users[`KIOSK${k}`] = { id: kiosk.id, userName: kiosk.userName };
}
const app: FastifyInstance = await buildApp({ config, db, clock });
await app.ready();
for (let k = 0; k < KIOSKS; k++) {
  kiosks.push(authHeaders(await loginAs(app, tenant, `KIOSK${k}`), tenant.tenantId));
}
const owner = {
  ...authHeaders(await loginAs(app, tenant, 'EIGENAAR'), tenant.tenantId),
  'accept-encoding': 'br',
};

let tap = 0;
interface Call {
  name: string;
  send(): Promise<number>;
}
const calls: Call[] = [
  {
    name: 'kiosk tap (POST /api/time/clock)',
    send: async () => {
      // Two minutes between taps: each one clocks someone in or out, as at a shift change.
      clock.advance(120_000);
      const i = tap++;
      const response = await app.inject({
        method: 'POST',
        url: '/api/time/clock',
        headers: kiosks[i % KIOSKS],
        payload: { phoneNumber: staff[i % EMPLOYEES] },
      });
      return response.statusCode;
    },
  },
  {
    name: 'roster week (GET /api/schedules/company/{id}, 125 shifts)',
    send: async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/schedules/company/${tenant.companyId}?start=2026-11-23T00:00:00&end=2026-11-30T00:00:00`,
          headers: owner,
        })
      ).statusCode,
  },
  {
    name: `hours report (GET /api/reports/hours, a month of ${EMPLOYEES} employees)`,
    send: async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/reports/hours?companyId=${tenant.companyId}&year=2026&month=10`,
          headers: owner,
        })
      ).statusCode,
  },
  {
    name: 'employee list (GET /api/employees/company/{id})',
    send: async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/employees/company/${tenant.companyId}`,
          headers: owner,
        })
      ).statusCode,
  },
];

const lines: string[] = [];
for (const call of calls) {
  for (let i = 0; i < 30; i++) {
    const status = await call.send();
    if (status !== 200) throw new Error(`${call.name}: status ${status}`);
  }
  const count = call.name.startsWith('kiosk') ? Math.min(CALLS, KIOSKS * 60 - 60) : CALLS;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < count; i++) await call.send();
  const wall = (performance.now() - start) / count;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / count;
  lines.push(
    `- ${call.name}: ${cpuMs.toFixed(2)} ms of Node's CPU a call, ${wall.toFixed(2)} ms a call (${count} calls)`,
  );
  process.stdout.write(`${lines.at(-1)}\n`);
}
const loadAfter = loadavg();
await app.close();
await database.close();

const loads = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
const entry = [
  `\n## ${new Date().toISOString().slice(0, 10)} — CPU per call at the shift change (docs/operations.md), ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}`,
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. Load average (1, 5, 15 min) before ${loads(loadBefore)}, after ${loads(loadAfter)}.`,
  '',
  `A restaurant of ${EMPLOYEES} employees; sequential calls through app.inject after 30 to warm up (\`npm run capacity --workspace bench\`).`,
  '',
  ...lines,
  '',
].join('\n');
if (process.argv.includes('--record'))
  appendFileSync(new URL('../RESULTS.md', import.meta.url), entry);
