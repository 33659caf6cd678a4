import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { finishProposal, planProposal, startProposal } from '@klokwerk/domain/roster-proposal/plan';
import { solveLp } from './highs-solve';
import type { ProposalJob, ProposalMessage } from './proposal-messages';

/**
 * The worker thread of one proposal (propose-roster.ts starts it): the greedy roster, its
 * repair and the model, then HiGHS until the deadline, off the server's event loop. It posts
 * the solver's start at once, so that a solver that overruns still leaves a roster behind.
 */

/** The part of the time limit kept back for reading the solver's answer and posting the roster. */
const FINISH_SHARE = 0.1;
const FINISH_MIN_MS = 500;

const job: ProposalJob = workerData;
const post = (message: ProposalMessage) => parentPort?.postMessage(message);

const plan = planProposal(job.input);
post({ kind: 'start', proposal: startProposal(plan) });

const finishMs = Math.max(FINISH_MIN_MS, plan.timeLimitSeconds * 1000 * FINISH_SHARE);
const solved = performance.now();
const solution =
  plan.columnNames.length === 0
    ? { status: 'empty', values: [], gap: 0 }
    : await solveLp({
        lp: plan.lp,
        columnNames: plan.columnNames,
        start: plan.start,
        timeLimitSeconds: (job.deadline - Date.now() - finishMs) / 1000,
      });
post({
  kind: 'final',
  proposal: finishProposal(plan, solution.values, {
    method: 'mip',
    status: solution.status,
    seconds: (performance.now() - solved) / 1000,
    gap: solution.gap,
  }),
});
