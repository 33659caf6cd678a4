import { type Eligibility, eligibility } from './eligibility';
import { greedyPairs } from './greedy';
import { lpText } from './lp-text';
import { buildModel, type ProposalModel, startValues } from './model';
import { type Prepared, prepare } from './prepare';
import { repairedPairs } from './repair';
import { type Pair, scoreOf } from './score';
import { summarise } from './summary';
import type { ProposalInput, RosterProposal, SolverReport } from './types';

/**
 * A proposal in two halves around the solver, which runs elsewhere (a worker thread of the
 * server): planProposal builds the greedy roster, repairs its gaps into the solver's start and
 * writes the model's LP text; finishProposal reads the solver's values and returns the better of
 * the solver's roster and its start.
 */

export interface ProposalPlan {
  prepared: Prepared;
  eligibility: Eligibility;
  greedy: Pair[];
  /** The greedy roster with its gaps filled by exchanges (repair.ts): the solver's start. */
  repaired: Pair[];
  model: ProposalModel;
  /** The model in CPLEX LP format. */
  lp: string;
  /** The column names in the model's order, and the repaired roster's values for them. */
  columnNames: string[];
  start: number[];
  timeLimitSeconds: number;
}

export function planProposal(input: ProposalInput): ProposalPlan {
  const prepared = prepare(input);
  const eligible = eligibility(prepared);
  const greedy = greedyPairs(prepared, eligible);
  const repaired = repairedPairs(prepared, eligible, greedy);
  const model = buildModel(prepared, eligible);
  return {
    prepared,
    eligibility: eligible,
    greedy,
    repaired,
    model,
    lp: lpText(model),
    columnNames: model.columns.map((c) => c.name),
    start: startValues(prepared, model, repaired),
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
  });
}

/** The solver's start as a roster: what the planner gets if the solver is stopped. */
export function startProposal(plan: ProposalPlan): RosterProposal {
  return summarise(plan.prepared, plan.eligibility, plan.repaired, {
    method: 'start',
    status: 'notSolved',
    seconds: 0,
    gap: null,
  });
}

/** The assignments a solution chose: x columns at 1 (rounded, as a MIP's values are). */
export function pairsOf(model: ProposalModel, values: readonly number[]): Pair[] {
  return model.pairs
    .filter((p) => (values[p.column] ?? 0) > 0.5)
    .map(({ staff, template }) => ({ staff, template }));
}

/**
 * The solver's roster, or its start when the solver found none or no better one (a time limit
 * hit before it improved on it).
 */
export function finishProposal(
  plan: ProposalPlan,
  values: readonly number[] | null,
  solver: SolverReport,
): RosterProposal {
  const { prepared, eligibility: eligible } = plan;
  if (values !== null) {
    const pairs = pairsOf(plan.model, values);
    const mip = scoreOf(prepared, eligible, pairs).objective;
    const start = scoreOf(prepared, eligible, plan.repaired).objective;
    if (mip <= start) return summarise(prepared, eligible, pairs, solver);
  }
  return summarise(prepared, eligible, plan.repaired, { ...solver, method: 'start' });
}
