import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { z } from 'zod';

/**
 * autocannon (a devDependency, so `npm ci` brings it) or Debian's wrk (`apt-get install wrk`),
 * which spends less CPU per request: on a 2-core machine the load generator competes with the
 * server it measures, and most with the side that answers more requests or larger bodies.
 */
export type LoadTool = 'autocannon' | 'wrk';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  tool: LoadTool;
}

export interface LoadResult {
  rps: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, socket errors and timeouts: any of them spoils the figure. */
  failures: number;
}

const autocannonReport = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

/** Runs the generator in its own process, so that it never shares the server's event loop. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} stopte met ${code}:\n${err}`)),
    );
  });
}

async function autocannon(options: LoadOptions): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon');
  const headers = Object.entries(options.headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const out = await run(process.execPath, [
    cli,
    '-j',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    ...headers,
    options.url,
  ]);
  const report = autocannonReport.parse(JSON.parse(out));
  return {
    rps: report.requests.average,
    p99Ms: report.latency.p99,
    requests: report.requests.total,
    failures: report.non2xx + report.errors + report.timeouts,
  };
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function wrkNumber(out: string, pattern: RegExp): number {
  const match = pattern.exec(out);
  if (!match?.[1]) throw new Error(`wrk-uitvoer zonder ${pattern}:\n${out}`);
  return Number(match[1]) * (match[2] ? (UNIT_MS[match[2]] ?? Number.NaN) : 1);
}

async function wrk(options: LoadOptions): Promise<LoadResult> {
  const headers = Object.entries(options.headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const out = await run('wrk', [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    ...headers,
    options.url,
  ]);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  return {
    rps: wrkNumber(out, /Requests\/sec:\s+([\d.]+)/),
    p99Ms: wrkNumber(out, /^\s+99%\s+([\d.]+)(us|ms|s|m)$/m),
    requests: wrkNumber(out, /(\d+) requests in/),
    failures:
      Number(non2xx?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return options.tool === 'wrk' ? wrk(options) : autocannon(options);
}
