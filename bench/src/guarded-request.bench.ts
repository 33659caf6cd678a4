import { appendFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { requireTenant } from '../../apps/server/src/auth/api-guard';
import { authHeaders, createTestTenant, loginAs } from '../../apps/server/src/test/factories';
import { createTestApp } from '../../apps/server/src/test/test-app';

/**
 * The cost every API call pays before its own work: token check, policy, token_version and
 * the tenant transaction (SET LOCAL ROLE + set_config), and the cost of a login (argon2id).
 * Run by hand: `npm run bench --workspace bench`; add DATABASE_URL for PostgreSQL.
 */
const ROUNDS = 2_000;
const LOGINS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `mean ${mean.toFixed(2)} ms, p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
}

const t = await createTestApp((app) => {
  app.get(
    '/api/bench/ping',
    {
      config: { policy: 'companies.view' },
      schema: { response: { 200: z.object({ tenantId: z.string() }) } },
    },
    async (request) => ({ tenantId: requireTenant(request).tenantId }),
  );
});
const tenant = await createTestTenant(t.database.db);
const token = await loginAs(t.app, tenant, 'EIGENAAR');
const headers = authHeaders(token, tenant.tenantId);

const guarded: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const start = performance.now();
  const response = await t.app.inject({ method: 'GET', url: '/api/bench/ping', headers });
  guarded.push(performance.now() - start);
  if (response.statusCode !== 200) throw new Error(response.body);
}

const logins: number[] = [];
for (let i = 0; i < LOGINS; i++) {
  const start = performance.now();
  await loginAs(t.app, tenant, 'EIGENAAR');
  logins.push(performance.now() - start);
  t.clock.advance(4_000); // stay under the per-IP limit of 20 a minute
}
await t.close();

const database = process.env.DATABASE_URL ? 'PostgreSQL 15 (127.0.0.1)' : 'PGlite (in memory)';
const lines = [
  `\n## ${new Date().toISOString().slice(0, 10)} — guarded request and login, ${database}`,
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
  '',
  `- guarded GET (token, policy, token_version cached, tenant transaction), ${ROUNDS} sequential requests: ${summary(guarded)}`,
  `- POST /api/login (argon2id m=19 MiB t=2), ${LOGINS} sequential: ${summary(logins)}`,
  '',
];
process.stdout.write(lines.join('\n'));
if (process.argv.includes('--record'))
  appendFileSync(new URL('../RESULTS.md', import.meta.url), lines.join('\n'));
