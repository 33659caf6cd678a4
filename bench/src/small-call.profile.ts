import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { TEST_PASSWORD } from '../../apps/server/src/test/factories';
import { testConfig } from '../../apps/server/src/test/test-app';
import { SMALL_LISTED, seedCompany } from './employee-list-fixture';
import { runLoad } from './load-generator';

/**
 * Where a small call's CPU goes: the employee list of a company of five, loaded for a while
 * with V8's sampling profiler on, then the self time summed per function and per package.
 * Run by hand: `npm run profile --workspace bench [-- --seconds 10] [-- --listed 500]`; with DATABASE_URL on
 * PostgreSQL, else on PGlite. The whole profile is written to the temporary folder, for DevTools.
 */
function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}
const seconds = Number(argument('--seconds', '10'));
// `--listed 500` profiles the large list instead of the small one.
const listed = Number(argument('--listed', String(SMALL_LISTED)));

const config = testConfig({ env: 'production', logLevel: 'warn' });
const database = await openDatabase(config.database);
await runMigrations(database);
const tenant = await seedCompany(database.db, listed);
const app = await buildApp({ config, db: database.db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address !== 'object' || address === null) throw new Error('geen adres');
const origin = `http://127.0.0.1:${address.port}`;

const login = await fetch(`${origin}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-tenant-id': tenant.tenantId },
  body: JSON.stringify({
    tenantId: tenant.tenantId,
    userName: 'eigenaar',
    password: TEST_PASSWORD,
  }),
});
const { token } = z.object({ token: z.string() }).parse(await login.json());
const load = {
  url: `${origin}/api/employees/company/${tenant.companyId}`,
  headers: {
    authorization: `Bearer ${token}`,
    'x-tenant-id': tenant.tenantId,
    'accept-encoding': 'gzip, deflate, br, zstd',
  },
  connections: 10,
  tool: 'autocannon' as const,
};
await runLoad({ ...load, seconds: 3 }); // warm-up, not profiled

const session = new inspector.Session();
session.connect();
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 100 });
await post('Profiler.start');
const before = process.cpuUsage();
const result = await runLoad({ ...load, seconds });
const used = process.cpuUsage(before);
const { profile } = (await post('Profiler.stop')) as { profile: Profile };
session.disconnect();
await app.close();
await database.close();

interface Profile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }>;
  samples: number[];
  timeDeltas: number[];
}

const cpuMs = (used.user + used.system) / 1000;
const total = profile.samples.length;
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
const hits = new Map<number, number>();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
for (const node of profile.nodes) {
  const count = hits.get(node.id) ?? 0;
  if (count === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '');
  const pkg = url.includes('/node_modules/')
    ? (file.startsWith('@') ? file.split('/').slice(0, 2) : file.split('/').slice(0, 1)).join('/')
    : url.includes('/apps/server/')
      ? `app: ${url.replace(/^.*\/apps\/server\/src\//, '').split('/')[0]}`
      : url === ''
        ? `(${functionName || 'native'})`
        : url.startsWith('node:')
          ? 'node'
          : 'other';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + count);
}
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => {
      const share = v / total;
      const perRequest = (share * cpuMs * 1000) / result.requests;
      return `  ${(share * 100).toFixed(1).padStart(5)} %  ${perRequest.toFixed(0).padStart(4)} µs/req  ${k}`;
    })
    .join('\n');

process.stdout.write(
  `${result.requests} requests in ${seconds} s (${result.rps.toFixed(0)}/s), ` +
    `${((cpuMs * 1000) / result.requests).toFixed(0)} µs of CPU a request; ${total} samples\n\n` +
    `By package:\n${top(byPackage, 25)}\n\nBy function (self time):\n${top(byFunction, 40)}\n`,
);
const out = join(tmpdir(), `klokwerk-small-call-${Date.now()}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));
process.stdout.write(`\nProfile written to ${out}\n`);
