import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ProposalInput, RosterProposal } from '@klokwerk/domain/roster-proposal/types';
import { DEFAULT_TIME_LIMIT_SECONDS } from '@klokwerk/domain/roster-proposal/types';
import type { ProposalJob, ProposalMessage } from './proposal-messages';

/**
 * "Rooster voorstellen": the proposal of docs/roster-proposal.md computed in a worker thread,
 * so the server keeps answering while HiGHS searches. The time limit covers the whole call: a
 * worker still busy at the limit is stopped and the solver's start, which it posts first, is the
 * answer.
 */

/**
 * The worker is TypeScript, as the server is (docs/decisions/006-server-runs-typescript-through-tsx.md):
 * a one-line bootstrap registers tsx in the new thread and then imports it. (Node 20 loads a
 * worker's entry before an `--import` of its execArgv takes effect, so that cannot do it.)
 */
const BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./proposal-worker.ts', import.meta.url).href)});
});`;

/**
 * HiGHS compiled once per process and handed to every worker (docs/roster-proposal.md#one-at-a-time).
 * A worker that compiled its own copy would have V8's background threads compile and optimise
 * the 3.5 MB of WebAssembly again for every proposal: more than half of a proposal's CPU, on
 * the cores the requests need. Kept here, the compiled code, optimised parts included, outlives
 * each worker and is shared by the next.
 */
let highs: Promise<WebAssembly.Module> | undefined;
function compiledHighs(): Promise<WebAssembly.Module> {
  highs ??= readFile(createRequire(import.meta.url).resolve('highs/runtime'))
    .then((bytes) => WebAssembly.compile(bytes))
    .catch((error: unknown) => {
      // Not kept: the next proposal tries again rather than failing for good.
      highs = undefined;
      throw error;
    });
  return highs;
}

export async function proposeRoster(
  input: ProposalInput,
  now = Date.now(),
): Promise<RosterProposal> {
  const limitMs = (input.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS) * 1000;
  const job: ProposalJob = { input, deadline: now + limitMs, highs: await compiledHighs() };
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: job });
    let start: RosterProposal | undefined;
    let late = false;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const stopped = (proposal: RosterProposal) =>
      settle(() => resolve({ ...proposal, solver: { ...proposal.solver, status: 'stopped' } }));
    // At the limit the start is the answer; a machine too busy to have built even that by then
    // answers with it as soon as it is built.
    const timer = setTimeout(() => {
      if (start) stopped(start);
      else late = true;
    }, job.deadline - Date.now());
    worker.on('message', (message: ProposalMessage) => {
      if (message.kind === 'final') settle(() => resolve(message.proposal));
      else if (late) stopped(message.proposal);
      else start = message.proposal;
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`roster proposal: worker stopped (${code})`))),
    );
  });
}
