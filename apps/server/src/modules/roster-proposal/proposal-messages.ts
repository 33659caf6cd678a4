import type { ProposalInput, RosterProposal } from '@klokwerk/domain/roster-proposal/types';

/** What proposal-worker.ts is given and what it posts back (structured clones). */

export interface ProposalJob {
  input: ProposalInput;
  /** Epoch milliseconds by which the worker must have posted its final roster. */
  deadline: number;
  /** HiGHS, compiled once by the server (propose-roster.ts). */
  highs: WebAssembly.Module;
}

/** The solver's start first (the fallback if the solver overruns), then the final roster. */
export type ProposalMessage =
  | { kind: 'start'; proposal: RosterProposal }
  | { kind: 'final'; proposal: RosterProposal };
