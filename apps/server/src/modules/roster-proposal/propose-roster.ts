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

export function proposeRoster(input: ProposalInput, now = Date.now()): Promise<RosterProposal> {
  const limitMs = (input.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS) * 1000;
  const job: ProposalJob = { input, deadline: now + limitMs };
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
