import { spawnSync } from 'node:child_process';
import { BROWSER_SMOKE_SET } from './browser-smoke-set.mjs';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * `npm run test:days`: the browser tests on awkward days, one whole run each, with the server's,
 * the browsers' and the tests' clocks moved there (E2E_NOW, e2e/src/global-setup.ts). Days a
 * restaurant meets every year and that code which reads "today" gets wrong: a Sunday evening
 * (the week's last day), the first half hour of a day (what "today" meant a minute ago is
 * yesterday), the last evening of a month, the first day of a month (last month's figures hold
 * what the demo seeds "two weeks ago"), the night the clocks go forward (the run starts ten
 * minutes before 02:00 and crosses it), the night they go back (the hour 02:00-03:00 twice),
 * New Year's Eve in a year of 53 ISO weeks, and the first half hour of the year after (another
 * year, month and week than an hour before). Run by hand; `-- <name>` runs one day, `--smoke`
 * only the browser smoke set (scripts/browser-smoke-set.mjs), as CI does on one day. With
 * DATABASE_URL, on that PostgreSQL database (each run seeds tenants of its own).
 */
const DAYS = {
  sunday: '2026-11-29T20:00:00+01:00',
  'after-midnight': '2026-11-28T00:05:00+01:00',
  'month-end': '2026-11-30T23:30:00+01:00',
  'first-of-month': '2026-12-01T10:00:00+01:00',
  'dst-march': '2027-03-28T01:50:00+01:00',
  'dst-october': '2026-10-25T02:50:00+02:00',
  'new-years-eve': '2026-12-31T21:00:00+01:00',
  'new-year': '2027-01-01T00:30:00+01:00',
};

const root = new URL('..', import.meta.url).pathname;
const smoke = process.argv.includes('--smoke');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--smoke');
const unknown = wanted.filter((name) => !(name in DAYS));
if (unknown.length > 0) {
  console.error(`Onbekende dag: ${unknown.join(', ')}. Kies uit: ${Object.keys(DAYS).join(', ')}`);
  process.exit(2);
}

buildWebIfNeeded();
const results = [];
for (const [name, at] of Object.entries(DAYS)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n== Browser${smoke ? '-smoke' : ''}tests op ${name} (${at}) ==`);
  const files = smoke ? BROWSER_SMOKE_SET : [];
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', E2E_NOW: at },
  });
  results.push({ name, at, ok: run.status === 0 });
}

console.log('');
for (const { name, at, ok } of results) console.log(`${ok ? 'groen' : 'ROOD '}  ${name} (${at})`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
