import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

/** File name of the socket-file lock inside DATA_DIR (the same name as the old pid file). */
export const LOCK_FILE = 'pgdata.lock';

/** A live holder answers a probe at once; a busy one (migrations running) within this time. */
const PROBE_TIMEOUT_MS = 2_000;

/** sun_path holds 108 bytes on Linux and 104 on macOS and BSD, the closing NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;

export interface LockAddresses {
  /** A name the kernel frees the instant its holder dies: Linux's abstract namespace, a Windows pipe. */
  kernel: string | undefined;
  /** A socket file; stale when connect() is refused. */
  file: string | undefined;
}

/**
 * Where the lock of a data folder lives (docs/decisions/010). The names derive from the
 * folder's device and inode, so two paths to one folder (a symlink, a bind mount) share a lock.
 * On Linux the socket file is kept beside the abstract name: abstract names are per network
 * namespace, and two containers sharing a volume must still exclude each other.
 */
export function lockAddresses(
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
): LockAddresses {
  const { dev, ino } = statSync(dataDir);
  const id = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32);
  if (platform === 'win32') return { kernel: `\\\\.\\pipe\\klokwerk-${id}`, file: undefined };
  const inFolder = join(dataDir, LOCK_FILE);
  const fits = Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH_BYTES;
  if (platform === 'linux') {
    return { kernel: `\0klokwerk-${id}`, file: fits ? inFolder : undefined };
  }
  return { kernel: undefined, file: fits ? inFolder : join(tmpdir(), `klokwerk-${id}.lock`) };
}

/** Listens on `address`; null when another process holds it. */
function listenOn(address: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(null);
      else reject(error);
    });
    server.listen({ path: address }, () => {
      // The lock alone must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

type Probe = { live: false } | { live: true; pid: number | undefined };

/**
 * Asks whoever listens at `address`. Only a refused connection (or no file) proves the holder
 * gone; anything else (a timeout, no permission) counts as alive, since a wrong "stale" would
 * let two processes write the same files.
 */
function probe(address: string): Promise<Probe> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection({ path: address });
    const done = (result: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ live: true, pid: undefined }), PROBE_TIMEOUT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      const pid = Number.parseInt(answer, 10);
      done({ live: true, pid: Number.isInteger(pid) ? pid : undefined });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const gone = error.code === 'ECONNREFUSED' || error.code === 'ENOENT';
      done(gone ? { live: false } : { live: true, pid: undefined });
    });
  });
}

function lockedError(dataDir: string, pid: number | undefined): DatabaseLockedError {
  const who =
    pid === process.pid
      ? 'al geopend door dit proces'
      : `in gebruik door een ander proces${pid === undefined ? '' : ` (pid ${pid})`}, waarschijnlijk een draaiende Klokwerk-server`;
  return new DatabaseLockedError(
    `De ingebouwde database in ${dataDir} is ${who}. Stop die eerst, of gebruik DATABASE_URL.`,
  );
}

/** How long a start waits for a name whose holder neither answers nor lets go. */
const KERNEL_NAME_WAIT_MS = 10_000;

/**
 * Takes the kernel name. A name still bound but refusing connections belongs to a holder
 * that is being torn down (the threads of a killed process exit one by one) or one that has
 * not begun to listen yet: asked again shortly, the first is gone and the second answers.
 * A holder that accepts but does not answer is either busy (PGlite's migrations block its
 * event loop) or dying on a loaded machine: neither proves it gone, so the start keeps asking
 * until it answers, lets go, or the wait is over.
 */
async function takeKernelName(name: string, dataDir: string): Promise<Server> {
  const deadline = Date.now() + KERNEL_NAME_WAIT_MS;
  while (Date.now() < deadline) {
    const server = await listenOn(name);
    if (server) return server;
    const holder = await probe(name);
    if (holder.live && holder.pid !== undefined) throw lockedError(dataDir, holder.pid);
    if (!holder.live) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw lockedError(dataDir, undefined);
}

/** Takes the socket file, clearing one left by a holder that died (or an old pid file). */
async function takeSocketFile(path: string, dataDir: string): Promise<Server> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = await listenOn(path);
    if (server) return server;
    const holder = await probe(path);
    if (holder.live) throw lockedError(dataDir, holder.pid);
    rmSync(path, { force: true });
  }
  throw new DatabaseLockedError(`Kon de databasevergrendeling ${path} niet verkrijgen.`);
}

/**
 * PGlite's files may be opened by one process only; a second writer corrupts them. The lock is
 * a listening socket, so the kernel releases it when its holder dies in any way (kill -9, a
 * zombie awaiting its parent), and a pid that now belongs to another program means nothing
 * (docs/decisions/010). Resolves to the function that releases the lock. `platform` lets tests
 * take the other platforms' path on Linux.
 */
export async function acquireDataDirLock(
  pgDataDir: string,
  platform: NodeJS.Platform = process.platform,
): Promise<() => void> {
  const dataDir = dirname(pgDataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { kernel, file } = lockAddresses(dataDir, platform);
  const held: Server[] = [];
  // close() unbinds at once (libuv closes the descriptor synchronously) and removes the file.
  const release = () => {
    for (const server of held.splice(0)) server.close();
  };
  try {
    if (kernel !== undefined) held.push(await takeKernelName(kernel, dataDir));
    if (file !== undefined) {
      try {
        held.push(await takeSocketFile(file, dataDir));
      } catch (error) {
        // A file system without socket files (some network or FUSE mounts): on Linux the
        // kernel name still keeps out every other process of this network namespace.
        if (error instanceof DatabaseLockedError || kernel === undefined) throw error;
      }
    }
  } catch (error) {
    release();
    throw error;
  }
  return release;
}
