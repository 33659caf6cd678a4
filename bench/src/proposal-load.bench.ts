import { appendFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startProductionServer } from './production-server';

/**
 * What "Rooster voorstellen" does to everybody else: the real server as `npm start` runs it
 * (production mode, the embedded database, the demo tenant) in its own process, three planners
 * pressing POST /api/schedules/proposal for Demo Horeca Centrum at the same moment, and
 * meanwhile, one after the other with a short pause, GET /api/health, a waiter's Mijn rooster
 * (GET /api/me/shifts) and the waiter's view of the roster's week
 * (GET /api/schedules/company/{id}?start&end). The same reads without a proposal running are the
 * baseline, measured in the same run, each round before its proposals; every round proposes
 * another week, so each proposal has the week's needs to fill.
 * Run by hand: `npm run proposal-load --workspace bench [-- --rounds 2 --baseline 8 --record]`.
 */
function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return (index >= 0 ? process.argv[index + 1] : undefined) ?? fallback;
}

const ROUNDS = Number(argument('--rounds', '2'));
const BASELINE_SECONDS = Number(argument('--baseline', '8'));
const PROPOSALS = 3;
/** Between two requests of one reader: a person tapping, not a load generator. */
const PAUSE_MS = 20;
const TENANT = 'demohoreca';
const ZONE = 'Europe/Amsterdam';
const DAY_MS = 86_400_000;

const loadBefore = loadavg();
const server = await startProductionServer();

interface Timed {
  status: number;
  ms: number;
  body: string;
}

/** One request on a fresh socket, timed from sending to the last byte of the answer. */
function send(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Timed> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { 'x-tenant-id': TENANT, connection: 'close' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseURL}/api${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function json<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) {
  const answer = await send(method, path, token, body);
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

const login = async (userName: string) =>
  (
    await json<{ token: string }>('POST', '/login', null, {
      tenantId: 'Demo Horeca',
      userName,
      password: 'Welkom123!',
    })
  ).token;

/** Monday of the week `weeksAhead` after this one, in the company's zone, as 'yyyy-mm-dd'. */
function monday(weeksAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const noon = Date.parse(`${today}T12:00:00Z`);
  const weekday = (new Date(noon).getUTCDay() + 6) % 7;
  return new Date(noon + (weeksAhead * 7 - weekday) * DAY_MS).toISOString().slice(0, 10);
}

const owner = await login('eigenaar');
const planner = await login('planner');
const hr = await login('hr');
const waiter = await login('medewerker');
const companies = await json<Array<{ companyId: number; companyName: string }>>(
  'GET',
  '/companies',
  owner,
);
const centrum = companies.find((c) => c.companyName === 'Demo Horeca Centrum');
if (!centrum) throw new Error('Demo Horeca Centrum ontbreekt');
const thisWeek = monday(0);
const weekRead = `/schedules/company/${centrum.companyId}?start=${thisWeek}T00:00:00&end=${monday(1)}T00:00:00`;

const READS = [
  { name: 'GET /api/health', path: '/health', token: null },
  { name: 'GET /api/me/shifts (waiter)', path: '/me/shifts', token: waiter },
  { name: 'GET /api/schedules/company/{id} week (waiter)', path: weekRead, token: waiter },
] as const;
type ReadName = (typeof READS)[number]['name'];
type Phase = 'baseline' | 'proposals';

const times = new Map<string, number[]>();
function timesOf(phase: Phase, name: ReadName): number[] {
  const key = `${phase} ${name}`;
  const list = times.get(key) ?? [];
  times.set(key, list);
  return list;
}
const failures: string[] = [];

/** Each reader one request after another until `done` says stop. */
async function readWhile(phase: Phase, done: () => boolean): Promise<void> {
  await Promise.all(
    READS.map(async (read) => {
      while (!done()) {
        const answer = await send('GET', read.path, read.token);
        if (answer.status !== 200) failures.push(`${read.name}: ${answer.status}`);
        timesOf(phase, read.name).push(answer.ms);
        await new Promise((r) => setTimeout(r, PAUSE_MS));
      }
    }),
  );
}

// Warm up: the first call of each route compiles its serializer and plans its statements.
for (let i = 0; i < 20; i += 1) for (const read of READS) await send('GET', read.path, read.token);

const proposalRuns: string[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const deadline = performance.now() + BASELINE_SECONDS * 1000;
  await readWhile('baseline', () => performance.now() >= deadline);

  const week = monday(2 + round);
  let running = true;
  const reading = readWhile('proposals', () => !running);
  const started = performance.now();
  const answers = await Promise.all(
    [owner, planner, hr].slice(0, PROPOSALS).map(async (token) => {
      const answer = await send('POST', '/schedules/proposal', token, {
        companyId: centrum.companyId,
        week,
      });
      return { status: answer.status, seconds: (performance.now() - started) / 1000 };
    }),
  );
  running = false;
  await reading;
  proposalRuns.push(
    `week of ${week}: ${answers.map((a) => `${a.status} after ${a.seconds.toFixed(1)} s`).join(', ')}`,
  );
}

await server.stop();

function pick(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function row(phase: Phase, name: ReadName): string {
  const sorted = [...timesOf(phase, name)].sort((a, b) => a - b);
  const ms = (q: number) => pick(sorted, q).toFixed(1);
  return `| ${name} | ${phase === 'baseline' ? 'no proposal' : `${PROPOSALS} proposals at once`} | ${sorted.length} | ${ms(0.5)} | ${ms(0.95)} | ${ms(0.99)} | ${ms(1)} |`;
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const entry = `
## ${new Date().toISOString().slice(0, 10)} — reads while roster proposals run, PGlite (embedded, demo tenant)

Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Load average (1, 5, 15 min) before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')}.

${ROUNDS} rounds: ${BASELINE_SECONDS} s of reads alone, then ${PROPOSALS} proposals for Demo Horeca Centrum sent at once (default time limit) with the same reads until the last one answered. Each reader sends one request after another, ${PAUSE_MS} ms apart, each on a new connection; the server runs in its own process.

Proposals: ${proposalRuns.join('; ')}.

| read | while | requests | p50 ms | p95 ms | p99 ms | max ms |
| --- | --- | --- | --- | --- | --- | --- |
${READS.flatMap((read) => [row('baseline', read.name), row('proposals', read.name)]).join('\n')}
${failures.length === 0 ? '' : `\nRefused or failed reads: ${failures.length} (${[...new Set(failures)].join(', ')}).\n`}`;
process.stdout.write(entry);
if (process.argv.includes('--record')) {
  appendFileSync(new URL('../RESULTS.md', import.meta.url), entry);
}
