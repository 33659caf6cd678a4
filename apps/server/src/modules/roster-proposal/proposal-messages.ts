import type { ProposalInput, RosterProposal } from '@klokwerk/domain/roster-proposal/types';

/** What proposal-worker.ts is started with, given and posts back (structured clones). */

/** The worker's workerData, once for all the proposals it solves. */
export interface ProposalWorkerData {
  /** HiGHS, compiled once by the server (propose-roster.ts). */
  highs: WebAssembly.Module;
}

/** One proposal, posted to a worker that is solving no other. */
export interface ProposalJob {
  input: ProposalInput;
  /** Epoch milliseconds by which the worker must have posted its final roster. */
  deadline: number;
}

/**
 * Per proposal the solver's start first (the fallback if the solver overruns), then the final
 * roster. A worker is given its next proposal only after it posted the final one of the last,
 * so every message belongs to the proposal it is solving.
 */
export type ProposalMessage =
  | { kind: 'start'; proposal: RosterProposal }
  | { kind: 'final'; proposal: RosterProposal };
