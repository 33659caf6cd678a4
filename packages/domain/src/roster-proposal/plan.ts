import { type Eligibility, eligibility } from './eligibility';
import { greedyPairs } from './greedy';
import { improvedPairs } from './improve';
import { lpText } from './lp-text';
import { buildModel, type ProposalModel, startValues } from './model';
import { neighbourhoods } from './neighbourhoods';
import { type Prepared, prepare } from './prepare';
import { repairedPairs } from './repair';
import { type Pair, scoreOf } from './score';
import { summarise } from './summary';
import type { ProposalInput, RosterProposal, SolverReport } from './types';

/**
 * A proposal in two halves around the solver, which runs elsewhere (a worker thread of the
 * server): planProposal builds the greedy roster, repairs its gaps and improves it by local
 * moves into the solver's start, and writes the model's LP text; finishProposal reads the solver's values and returns the better of
 * the solver's roster and its start.
 */

export interface ProposalPlan {
  prepared: Prepared;
  eligibility: Eligibility;
  greedy: Pair[];
  /** The greedy roster repaired (repair.ts) and improved (improve.ts): the solver's start. */
  startPairs: Pair[];
  model: ProposalModel;
  /** The model in CPLEX LP format. */
  lp: string;
  /** The column names in the model's order, and the start's values for them. */
  columnNames: string[];
  start: number[];
  /** The assignment columns (indexes into columnNames): what a neighbourhood frees or fixes. */
  assignmentColumns: number[];
  /** Sets of assignment columns the solver re-optimises one at a time (neighbourhoods.ts). */
  neighbourhoods: number[][];
  timeLimitSeconds: number;
}

export function planProposal(input: ProposalInput): ProposalPlan {
  const prepared = prepare(input);
  const eligible = eligibility(prepared);
  const greedy = greedyPairs(prepared, eligible);
  const startPairs = improvedPairs(prepared, eligible, repairedPairs(prepared, eligible, greedy));
  const model = buildModel(prepared, eligible);
  return {
    prepared,
    eligibility: eligible,
    greedy,
    startPairs,
    model,
    lp: lpText(model),
    columnNames: model.columns.map((c) => c.name),
    start: startValues(prepared, model, startPairs),
    assignmentColumns: model.pairs.map((p) => p.column),
    neighbourhoods: neighbourhoods(prepared, model),
    timeLimitSeconds: prepared.timeLimitSeconds,
  };
}

/** The greedy roster on its own (the benchmark's baseline), found in `seconds`. */
export function greedyProposal(plan: ProposalPlan, seconds: number): RosterProposal {
  return summarise(plan.prepared, plan.eligibility, plan.greedy, {
    method: 'greedy',
    status: 'greedy',
    seconds,
    gap: null,
    neighbourhoods: 0,
  });
}

/** The solver's start as a roster: what the planner gets if the solver is stopped. */
export function startProposal(plan: ProposalPlan): RosterProposal {
  return summarise(plan.prepared, plan.eligibility, plan.startPairs, {
    method: 'start',
    status: 'notSolved',
    seconds: 0,
    gap: null,
    neighbourhoods: 0,
  });
}

/** The assignments a solution chose: x columns at 1 (rounded, as a MIP's values are). */
function pairsOf(model: ProposalModel, values: readonly number[]): Pair[] {
  return model.pairs
    .filter((p) => (values[p.column] ?? 0) > 0.5)
    .map(({ staff, template }) => ({ staff, template }));
}

/**
 * The solver's roster when it is better than its start; else the start, with the solver's
 * report (which may say it proved the start optimal).
 */
export function finishProposal(
  plan: ProposalPlan,
  values: readonly number[],
  solver: SolverReport,
): RosterProposal {
  const { prepared, eligibility: eligible } = plan;
  const pairs = pairsOf(plan.model, values);
  const solved = scoreOf(prepared, eligible, pairs).objective;
  if (solved < scoreOf(prepared, eligible, plan.startPairs).objective) {
    return summarise(prepared, eligible, pairs, solver);
  }
  return summarise(prepared, eligible, plan.startPairs, { ...solver, method: 'start' });
}
