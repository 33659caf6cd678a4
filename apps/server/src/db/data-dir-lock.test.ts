import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseLockedError, LOCK_FILE } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const scratch: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function pgDataIn(): { dataDir: string; pgData: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'klokwerk-lock-'));
  scratch.push(dataDir);
  return { dataDir, pgData: join(dataDir, 'pgdata') };
}

/**
 * Another process holding the lock; answers its pid. With `orphanedAsZombie` it runs under a
 * parent that never reaps it (`exec sleep`), so that killing it leaves a zombie, the state in
 * which the old pid-file lock still took the pid for a live server.
 */
async function startHolder(
  pgData: string,
  options: { platform?: NodeJS.Platform; orphanedAsZombie?: boolean } = {},
): Promise<{ pid: number; child: ChildProcess }> {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
await acquireDataDirLock(process.env.LOCK_DIR, process.env.LOCK_PLATFORM || undefined);
console.log('locked ' + process.pid); setInterval(() => {}, 1000);`;
  const node = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', script];
  const quoted = node.map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(' ');
  const spawnOptions: SpawnOptions = {
    env: { ...process.env, LOCK_DIR: pgData, LOCK_PLATFORM: options.platform ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  };
  const child = options.orphanedAsZombie
    ? spawn('sh', ['-c', `${quoted} & exec sleep 120`], spawnOptions)
    : spawn(process.execPath, node.slice(1), spawnOptions);
  children.push(child);
  child.stdout?.setEncoding('utf8');
  const pid = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: string) => {
      seen += chunk;
      const match = /locked (\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`holder stopte (${code})`)));
  });
  return { pid, child };
}

async function waitUntilZombie(pid: number): Promise<void> {
  const stat = `/proc/${pid}/stat`;
  for (let i = 0; i < 100; i++) {
    if (!existsSync(stat) || /\) Z /.test(readFileSync(stat, 'utf8'))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`pid ${pid} werd geen zombie`);
}

describe('acquireDataDirLock', () => {
  it('refuses while another live process holds the folder, and names its pid', async () => {
    const { pgData } = pgDataIn();
    const holder = await startHolder(pgData);
    const attempt = acquireDataDirLock(pgData);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(attempt).rejects.toThrow(`in gebruik door een ander proces (pid ${holder.pid})`);
    holder.child.kill('SIGKILL');
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    'is free the moment its holder is killed with kill -9, even while that is a zombie',
    async () => {
      const { pgData } = pgDataIn();
      const { pid } = await startHolder(pgData, { orphanedAsZombie: true });
      process.kill(pid, 'SIGKILL');
      await waitUntilZombie(pid);
      // The zombie's pid is still "alive" to kill(pid, 0): what the old lock asked.
      expect(() => process.kill(pid, 0)).not.toThrow();
      const release = await acquireDataDirLock(pgData);
      release();
    },
    60_000,
  );

  it('ignores a pid file of the old lock whose pid now belongs to another program', async () => {
    const { dataDir, pgData } = pgDataIn();
    // The parent of this test process is alive and is no Klokwerk server.
    writeFileSync(join(dataDir, LOCK_FILE), String(process.ppid));
    const release = await acquireDataDirLock(pgData);
    release();
  });

  it('refuses a second holder in the same process and is free again after release', async () => {
    const { pgData } = pgDataIn();
    const release = await acquireDataDirLock(pgData);
    await expect(acquireDataDirLock(pgData)).rejects.toThrow('al geopend door dit proces');
    release();
    (await acquireDataDirLock(pgData))();
  });

  it('without abstract sockets (macOS, BSD): a live socket file blocks, a dead holder’s file is taken over', async () => {
    const { dataDir, pgData } = pgDataIn();
    const holder = await startHolder(pgData, { platform: 'darwin' });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    await expect(acquireDataDirLock(pgData, 'darwin')).rejects.toThrow(`(pid ${holder.pid})`);
    const exited = new Promise((resolve) => holder.child.once('exit', resolve));
    holder.child.kill('SIGKILL');
    await exited;
    // kill -9 leaves the socket file behind; nobody answers on it any more.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const release = await acquireDataDirLock(pgData, 'darwin');
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
