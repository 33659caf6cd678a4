import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/login.html',
  'apps/web/landing.html',
  'apps/web/privacy.html',
  'apps/web/about.html',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/contract/src',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

/** Builds the web app when there is no build yet or a source is newer than it. */
export function buildWebIfNeeded() {
  if (existsSync(builtIndex)) {
    const built = statSync(builtIndex).mtimeMs;
    const changed = sources
      .map((s) => join(root, s))
      .filter(existsSync)
      .some((s) => newestChange(s) > built);
    if (!changed) return;
  }
  console.log('Klokwerk: de web-app wordt gebouwd…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Klokwerk: het bouwen van de web-app is mislukt.');
    process.exit(result.status ?? 1);
  }
}
