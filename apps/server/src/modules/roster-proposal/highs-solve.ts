import loadHighs from 'highs';

/**
 * One MIP solved by HiGHS (the `highs` package: HiGHS compiled to WebAssembly) from CPLEX LP
 * text, with a start and a time limit, returning the best solution it found. It blocks while it
 * solves, so the server calls it in a worker thread (proposal-worker.ts).
 */

export interface LpProblem {
  lp: string;
  /** The columns whose values are wanted, in this order. */
  columnNames: readonly string[];
  /** A feasible solution to start from (values of columnNames), or null. */
  start: readonly number[] | null;
  timeLimitSeconds: number;
}

export interface LpSolution {
  /** HiGHS's model status: 'optimal', 'timeLimit', 'infeasible', … */
  status: string;
  /** Values of columnNames, or null when HiGHS has no feasible solution. */
  values: number[] | null;
  /** The relative MIP gap HiGHS proved (0 at the optimum); null without a solution. */
  gap: number | null;
}

/** HiGHS's primal_solution_status for a feasible solution. */
const FEASIBLE = 2;

export async function solveLp(problem: LpProblem): Promise<LpSolution> {
  const highs = await loadHighs();
  const model = highs.createModel({ format: 'lp', data: problem.lp });
  try {
    model.options.set({ output_flag: false, time_limit: Math.max(0.1, problem.timeLimitSeconds) });
    const indices = problem.columnNames.map((name) => model.getColByName(name));
    if (problem.start) {
      const start = problem.start;
      model.setSolution({ indices, values: indices.map((_, i) => start[i] ?? 0) });
    }
    model.run();
    const code = model.getModelStatus();
    const status =
      Object.entries(highs.constants.modelStatus).find(([, value]) => value === code)?.[0] ??
      String(code);
    if (Number(model.info.get('primal_solution_status')) !== FEASIBLE) {
      return { status, values: null, gap: null };
    }
    const { colValue } = model.getSolution();
    return {
      status,
      values: indices.map((index) => colValue[index] ?? 0),
      gap: Number(model.info.get('mip_gap')),
    };
  } finally {
    model.dispose();
  }
}
