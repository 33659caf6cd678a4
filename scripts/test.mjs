import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * `npm test`: the unit and API suites (domain, server, web), then the browser tests in
 * Chromium. Without Chromium the browser tests cannot run: that is said loudly, and under
 * CI=true it fails the run, so a green CI always includes them.
 */
const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true' || process.env.CI === '1';
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

console.log(`\n== Unit- en API-tests (${database}) ==`);
const unit = vitest(
  [
    '--project',
    'domain',
    '--project',
    'contract',
    '--project',
    'server',
    '--project',
    'web',
    '--project',
    'repo',
  ],
  join(reports, 'unit.json'),
);

let browser = { ok: true, passed: 0, failed: 0, skipped: 0, seconds: 0, files: [] };
let browserRan = false;
if (existsSync(chromium)) {
  console.log(`\n== Browsertests in Chromium (${database}) ==`);
  buildWebIfNeeded();
  browser = vitest(['--config', 'e2e/vitest.config.ts'], join(reports, 'e2e.json'));
  browserRan = true;
} else {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! DE BROWSERTESTS ZIJN NIET UITGEVOERD: Chromium ontbreekt (${chromium}).`,
  );
  console.error('!! Installeer het met: apt-get update && apt-get install -y chromium');
  console.error(
    `!! (of zet CHROMIUM_PATH). Zonder browsertests is deze run niet volledig.\n${banner}`,
  );
}
rmSync(reports, { recursive: true, force: true });

/** Each stage's wall time and its ten slowest files, so a slow change shows where it went. */
function printTimes(name, stage) {
  console.log(`\n${name}: ${stage.seconds.toFixed(0)} s, ${stage.files.length} bestanden`);
  const slowest = [...stage.files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  for (const { file, project, ms } of slowest) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${project}  ${relative(root, file)}`);
  }
}
printTimes('Unit/API', unit);
if (browserRan) printTimes('Browser', browser);

const passed = unit.passed + browser.passed;
const failed = unit.failed + browser.failed;
const ok = unit.ok && browser.ok && (browserRan || !inCi);
console.log(
  `\nKlokwerk (${database}): unit/API ${unit.passed} geslaagd, browser ${browserRan ? `${browser.passed} geslaagd` : 'NIET UITGEVOERD'}`,
);
if (!browserRan && inCi) console.error('CI=true: browsertests zijn verplicht; de run faalt.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
