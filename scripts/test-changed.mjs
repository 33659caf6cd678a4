import { execFileSync, spawnSync } from 'node:child_process';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * `npm run test:changed [-- <commit>]`: the edit loop. Runs the unit and API tests that import a
 * file changed since `<commit>` (by default: the changes not yet committed), found by vitest from
 * the import graph, and the browser test files that changed themselves. A change to a screen
 * that a browser story walks needs that story too: `npm run test:e2e -- tests/<file>`.
 */
const root = new URL('..', import.meta.url).pathname;
const since = process.argv[2];

function git(...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

const changed = [
  ...git('diff', '--name-only', since ?? 'HEAD'),
  ...git('ls-files', '--others', '--exclude-standard'),
];
const browserFiles = [
  ...new Set(changed.filter((file) => /^e2e\/tests\/.+\.test\.ts$/.test(file))),
].map((file) => file.slice('e2e/'.length));

const unit = spawnSync(
  'npx',
  ['vitest', 'run', since ? `--changed=${since}` : '--changed', '--passWithNoTests'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
);
let browserOk = true;
if (browserFiles.length > 0) {
  buildWebIfNeeded();
  const browser = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...browserFiles],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
  );
  browserOk = browser.status === 0;
}
process.exit(unit.status === 0 && browserOk ? 0 : 1);
