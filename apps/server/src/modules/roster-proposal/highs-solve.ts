import { performance } from 'node:perf_hooks';
import loadHighs from 'highs';

/**
 * The search for the best roster with HiGHS (the `highs` package: HiGHS compiled to
 * WebAssembly), from the model's CPLEX LP text and a feasible start, within a time limit
 * (docs/roster-proposal.md#solving): first each neighbourhood in turn, the rest of the roster
 * fixed, as long as that improves it; then the whole model with the time left, which may
 * improve it further and says how far from the best possible it is. It blocks while it solves,
 * so the server calls it in a worker thread (proposal-worker.ts).
 */

export interface LpProblem {
  lp: string;
  /** The columns whose values are wanted, in this order. */
  columnNames: readonly string[];
  /** A feasible solution to start from (values of columnNames). */
  start: readonly number[];
  /** Binary columns (indexes into columnNames) a neighbourhood frees and the others fix. */
  assignmentColumns: readonly number[];
  neighbourhoods: ReadonlyArray<readonly number[]>;
  timeLimitSeconds: number;
  /** HiGHS compiled already; without it each call compiles its own. */
  highs?: WebAssembly.Module;
}

export interface LpSolution {
  /** The whole model's status as HiGHS says ('optimal', 'timeLimit', …), or 'notSolved'. */
  status: string;
  /** The best values found for columnNames (the start when nothing better was found). */
  values: number[];
  /** The relative gap the whole model's solve proved; null when it did not run or proved none. */
  gap: number | null;
  /** Neighbourhoods solved. */
  neighbourhoods: number;
}

/** HiGHS's primal_solution_status for a feasible solution. */
const FEASIBLE = 2;
/** One neighbourhood gets at most this share of the time limit. */
const NEIGHBOURHOOD_SHARE = 0.15;
/** Below this no solve is started. */
const MIN_SECONDS = 0.2;
/** Objectives are integral (cents, minutes): smaller differences are rounding. */
const IMPROVEMENT = 0.5;

type HighsModel = ReturnType<Awaited<ReturnType<typeof loadHighs>>['createModel']>;

export async function solveLp(problem: LpProblem): Promise<LpSolution> {
  const began = performance.now();
  const left = () => problem.timeLimitSeconds - (performance.now() - began) / 1000;
  const highs = await loadHighs(problem.highs ? { wasmModule: problem.highs } : undefined);
  const model = highs.createModel({ format: 'lp', data: problem.lp });
  try {
    model.options.set({ output_flag: false });
    const columns = problem.columnNames.map((name) => model.getColByName(name));
    const costs = model.getLp().colCost;
    const objectiveOf = (values: readonly number[]) =>
      columns.reduce((sum, column, i) => sum + (costs[column] ?? 0) * (values[i] ?? 0), 0);
    let best = [...problem.start];
    let bestObjective = objectiveOf(best);

    /** Runs with the current bounds from the best roster; keeps an improvement. */
    const run = (seconds: number) => {
      model.options.set({ time_limit: seconds });
      model.setSolution({ indices: columns, values: best });
      model.run();
      if (Number(model.info.get('primal_solution_status')) !== FEASIBLE) return;
      const { colValue } = model.getSolution();
      const values = columns.map((column) => colValue[column] ?? 0);
      const objective = objectiveOf(values);
      if (objective < bestObjective - IMPROVEMENT) {
        best = values;
        bestObjective = objective;
      }
    };
    const bound = (indices: readonly number[], fixed: boolean) => {
      if (indices.length === 0) return;
      const sorted = indices.map((i) => ({ i, column: columns[i] ?? 0 }));
      sorted.sort((a, b) => a.column - b.column);
      setBounds(
        model,
        sorted.map((s) => s.column),
        sorted.map((s) => (fixed ? (best[s.i] ?? 0) : 0)),
        sorted.map((s) => (fixed ? (best[s.i] ?? 0) : 1)),
      );
    };

    let solved = 0;
    let sinceImproved = 0;
    for (let k = 0; sinceImproved < problem.neighbourhoods.length; k += 1) {
      const seconds = Math.min(left(), problem.timeLimitSeconds * NEIGHBOURHOOD_SHARE);
      if (seconds < MIN_SECONDS) break;
      const free = new Set(problem.neighbourhoods[k % problem.neighbourhoods.length]);
      bound(
        problem.assignmentColumns.filter((i) => !free.has(i)),
        true,
      );
      bound([...free], false);
      const before = bestObjective;
      run(seconds);
      solved += 1;
      sinceImproved = bestObjective < before ? 0 : sinceImproved + 1;
    }

    bound(problem.assignmentColumns, false);
    if (left() < MIN_SECONDS) {
      return { status: 'notSolved', values: best, gap: null, neighbourhoods: solved };
    }
    run(left());
    const code = model.getModelStatus();
    const gap = Number(model.info.get('mip_gap'));
    return {
      status:
        Object.entries(highs.constants.modelStatus).find(([, value]) => value === code)?.[0] ??
        String(code),
      values: best,
      gap: Number.isFinite(gap) ? gap : null,
      neighbourhoods: solved,
    };
  } finally {
    model.dispose();
  }
}

function setBounds(model: HighsModel, columns: number[], lower: number[], upper: number[]) {
  model.changeColsBounds(
    { kind: 'set', indices: Int32Array.from(columns) },
    Float64Array.from(lower),
    Float64Array.from(upper),
  );
}
