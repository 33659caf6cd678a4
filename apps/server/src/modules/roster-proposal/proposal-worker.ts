import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { finishProposal, planProposal, startProposal } from '@klokwerk/domain/roster-proposal/plan';
import { type LpSolution, solveLp } from './highs-solve';
import type { ProposalJob, ProposalMessage, ProposalWorkerData } from './proposal-messages';

/**
 * The server's solver thread (propose-roster.ts starts it and keeps it for the next proposal):
 * per proposal posted to it, the greedy roster, its repair and the model, then HiGHS until the
 * deadline, off the server's event loop. It posts the solver's start at once, so that a solver
 * that overruns still leaves a roster behind.
 */

/**
 * The part of the time limit kept back for reading the solver's answer, summarising the roster
 * and posting it before the limit, at which propose-roster.ts answers with the start instead:
 * generous, as a shared machine can slow this part down several times.
 */
const FINISH_SHARE = 0.1;
const FINISH_MIN_MS = 600;
/** Below this the solver is not started: loading it alone takes about as long. */
const MIN_SOLVER_SECONDS = 0.2;

const { highs }: ProposalWorkerData = workerData;
const post = (message: ProposalMessage) => parentPort?.postMessage(message);

/**
 * One proposal, as a thread of its own computed it: solveLp instantiates HiGHS afresh from the
 * compiled module, so no proposal starts from the state, or the grown heap, of the one before.
 */
async function propose(job: ProposalJob): Promise<void> {
  const plan = planProposal(job.input);
  post({ kind: 'start', proposal: startProposal(plan) });

  const finishMs = Math.max(FINISH_MIN_MS, plan.timeLimitSeconds * 1000 * FINISH_SHARE);
  const solved = performance.now();
  const solverSeconds = (job.deadline - Date.now() - finishMs) / 1000;
  // Nothing left to choose (every need planned already, or nobody who may take one): the
  // start is the only roster there is, and so proven best, not a solve cut short.
  const solution: LpSolution =
    plan.columnNames.length === 0
      ? { status: 'optimal', values: plan.start, gap: 0, neighbourhoods: 0 }
      : solverSeconds < MIN_SOLVER_SECONDS
        ? { status: 'notSolved', values: plan.start, gap: null, neighbourhoods: 0 }
        : await solveLp({
            lp: plan.lp,
            columnNames: plan.columnNames,
            start: plan.start,
            assignmentColumns: plan.assignmentColumns,
            neighbourhoods: plan.neighbourhoods,
            timeLimitSeconds: solverSeconds,
            highs,
          });
  post({
    kind: 'final',
    proposal: finishProposal(plan, solution.values, {
      method: 'mip',
      status: solution.status,
      seconds: (performance.now() - solved) / 1000,
      gap: solution.gap,
      neighbourhoods: solution.neighbourhoods,
    }),
  });
}

// Not caught: a proposal that throws ends the thread with its error, which propose-roster.ts
// answers the request with, as when each proposal had a thread of its own; the next proposal
// gets a fresh thread, so nothing a failed one left half done is reused.
parentPort?.on('message', (job: ProposalJob) => void propose(job));
