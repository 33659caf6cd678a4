import { spawn } from 'node:child_process';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

// `npm start`: build the web app if needed, then run the server from the repository root so
// that the default DATA_DIR (./data) is the same folder whichever way it is started.
const root = new URL('..', import.meta.url).pathname;
buildWebIfNeeded();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
