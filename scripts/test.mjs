import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { BROWSER_SMOKE_SET } from './browser-smoke-set.mjs';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * `npm test`: the unit and API suites (domain, contract, server, web), then every browser test
 * in Chromium, on the embedded PGlite or, with DATABASE_URL, on that PostgreSQL database.
 *
 * `npm run test:database` (this script with --database): only what depends on the database
 * driver, the server's API, migration, CLI and process tests, and the browser smoke set
 * (scripts/browser-smoke-set.mjs). CI runs it on PostgreSQL after `npm test` on PGlite
 * (docs/testing.md).
 *
 * Without Chromium the browser tests cannot run: that is said loudly, and under CI=true it
 * fails the run, so a green CI always includes them. Each stage prints its wall time and its
 * ten slowest files.
 */
const root = new URL('..', import.meta.url).pathname;
// The browser the e2e suite drives (e2e/src/chromium.ts): Debian's headless shell, else Chromium.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const databaseOnly = process.argv.includes('--database');
const reports = mkdtempSync(join(tmpdir(), 'klokwerk-test-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
const timingReporter = join(root, 'scripts/timing-reporter.mjs');

/** Runs one stage of vitest; answers its counts, its wall time and how long each file took. */
function vitest(args, report) {
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', `--reporter=${timingReporter}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TZ: 'UTC', KLOKWERK_TIMING_FILE: report },
    },
  );
  const seconds = (Date.now() - started) / 1000;
  let counts = { passed: 0, failed: 0, skipped: 0 };
  let files = [];
  if (existsSync(report)) ({ counts, files } = JSON.parse(readFileSync(report, 'utf8')));
  const ok = result.status === 0;
  // A suite that stopped before its tests (a failing setup) has failed even with no failed test.
  if (!ok && counts.failed === 0) counts.failed = 1;
  return { ok, ...counts, seconds, files };
}

// Every project of the root vitest.config.ts; with --database only the server's.
console.log(`\n== ${databaseOnly ? 'API-tests' : 'Unit- en API-tests'} (${database}) ==`);
const unit = vitest(databaseOnly ? ['--project', 'server'] : [], join(reports, 'unit.json'));

const browserName = databaseOnly ? 'Browser-smoketests' : 'Browsertests';
let browser = { ok: true, passed: 0, failed: 0, skipped: 0, seconds: 0, files: [] };
let buildSeconds = 0;
let browserRan = false;
if (chromium && existsSync(chromium)) {
  const built = Date.now();
  buildWebIfNeeded();
  buildSeconds = (Date.now() - built) / 1000;
  console.log(`\n== ${browserName} in Chromium (${database}) ==`);
  browser = vitest(
    ['--config', 'e2e/vitest.config.ts', ...(databaseOnly ? BROWSER_SMOKE_SET : [])],
    join(reports, 'e2e.json'),
  );
  browserRan = true;
} else {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! DE BROWSERTESTS ZIJN NIET UITGEVOERD: Chromium ontbreekt (${chromium ?? '/usr/bin/chromium-headless-shell'}).`,
  );
  console.error(
    '!! Installeer het met: apt-get update && apt-get install -y chromium-headless-shell',
  );
  console.error(
    `!! (of zet CHROMIUM_PATH). Zonder browsertests is deze run niet volledig.\n${banner}`,
  );
}
rmSync(reports, { recursive: true, force: true });

/** A stage's wall time and its ten slowest files, so a slow change shows where it went. */
function printTimes(name, stage) {
  console.log(`\n${name}: ${stage.seconds.toFixed(0)} s, ${stage.files.length} bestanden`);
  const slowest = [...stage.files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  for (const { file, project, ms } of slowest) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${project}  ${relative(root, file)}`);
  }
}
printTimes(databaseOnly ? 'API' : 'Unit/API', unit);
if (browserRan) {
  if (buildSeconds >= 1) console.log(`\nWeb-app gebouwd: ${buildSeconds.toFixed(0)} s`);
  printTimes(databaseOnly ? 'Browser (smokeset)' : 'Browser', browser);
}

const passed = unit.passed + browser.passed;
const failed = unit.failed + browser.failed;
const ok = unit.ok && browser.ok && (browserRan || !inCi);
console.log(
  `\nKlokwerk (${database}): ${databaseOnly ? 'API' : 'unit/API'} ${unit.passed} geslaagd, ${browserName.toLowerCase()} ${browserRan ? `${browser.passed} geslaagd` : 'NIET UITGEVOERD'}`,
);
if (!browserRan && inCi) console.error('CI=true: browsertests zijn verplicht; de run faalt.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
