import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ProposalInput, RosterProposal } from '@klokwerk/domain/roster-proposal/types';
import { DEFAULT_TIME_LIMIT_SECONDS } from '@klokwerk/domain/roster-proposal/types';
import type { ProposalJob, ProposalMessage, ProposalWorkerData } from './proposal-messages';

/**
 * "Rooster voorstellen": the proposal of docs/roster-proposal.md computed in a worker thread,
 * so the server keeps answering while HiGHS searches. The time limit covers the whole call: at
 * the limit the solver's start, which the worker posts first, is the answer.
 *
 * One worker thread per server process is kept warm and solves the proposals one after the
 * other (docs/roster-proposal.md#one-warm-worker). Starting one (tsx and the engine's modules,
 * about 0.3 s of CPU) landed on the cores the other requests share, every proposal.
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

/**
 * Past its limit a worker has this long to post its final roster and be free for the next
 * proposal; one that has not is stopped, and the next proposal starts a fresh one. HiGHS stops
 * itself before the limit (its time_limit), so this is for a worker stuck outside the solver or
 * a machine slowed down many times over, and well inside the lease's margin (proposal-lease.ts).
 */
const FINAL_GRACE_MS = 5_000;

/**
 * The warm thread, started by the first proposal rather than with the server: the tests build
 * hundreds of servers that never propose, and every start-up would otherwise carry the
 * thread's start and the HiGHS compile, on the cores the other tests and requests need, for a
 * proposal that may never come. So the first proposal of a process pays them, as every
 * proposal did before, and the next ones do not.
 */
let warm: SolverThread | undefined;
/** Every thread still running: the warm one and those of proposals that found it busy. */
const running = new Set<SolverThread>();
let started = 0;

/** One worker thread, solving one proposal at a time. */
class SolverThread {
  private readonly worker: Worker;
  /** The proposal it is solving, until the worker posts its final roster or fails. */
  private job: { message(message: ProposalMessage): void; failed(error: Error): void } | undefined;

  constructor(highs: WebAssembly.Module) {
    const data: ProposalWorkerData = { highs };
    this.worker = new Worker(BOOTSTRAP, { eval: true, workerData: data });
    started += 1;
    running.add(this);
    this.worker.on('message', (message: ProposalMessage) => this.job?.message(message));
    this.worker.once('error', (error) => this.failed(error));
    this.worker.once('exit', (code) =>
      this.failed(new Error(`roster proposal: worker stopped (${code})`)),
    );
  }

  get busy(): boolean {
    return this.job !== undefined;
  }

  /** The proposal of `job`: the final roster, or the start at the limit. */
  solve(job: ProposalJob): Promise<RosterProposal> {
    return new Promise((resolve, reject) => {
      let start: RosterProposal | undefined;
      let answered = false;
      let grace: NodeJS.Timeout | undefined;
      const answer = (finish: () => void) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        finish();
      };
      const stopped = (proposal: RosterProposal) =>
        answer(() => {
          resolve({ ...proposal, solver: { ...proposal.solver, status: 'stopped' } });
          // The worker is still at work; it is kept if it posts its final roster in time.
          const left = job.deadline + FINAL_GRACE_MS - Date.now();
          if (left > 0) grace = setTimeout(() => void this.stop(), left);
          else void this.stop();
        });
      // At the limit the start is the answer; a machine too busy to have built even that by then
      // answers with it as soon as it is built.
      const timer = setTimeout(() => {
        if (start) stopped(start);
      }, job.deadline - Date.now());
      this.job = {
        message: (message) => {
          if (message.kind === 'start') {
            start = message.proposal;
            if (Date.now() >= job.deadline) stopped(start);
            return;
          }
          clearTimeout(grace);
          this.job = undefined;
          // Idle, it keeps no process alive: not the tests', the benchmark's or a CLI's.
          this.worker.unref();
          answer(() => resolve(message.proposal));
        },
        failed: (error) => {
          clearTimeout(grace);
          answer(() => reject(error));
        },
      };
      this.worker.ref();
      this.worker.postMessage(job);
    });
  }

  /** Stops the thread; a proposal it is solving is refused with the worker's exit. */
  async stop(): Promise<void> {
    this.forget();
    await this.worker.terminate();
  }

  private failed(error: Error) {
    this.forget();
    this.job?.failed(error);
    this.job = undefined;
  }

  /** No next proposal is given to it. */
  private forget() {
    running.delete(this);
    if (warm === this) warm = undefined;
  }
}

export async function proposeRoster(
  input: ProposalInput,
  now = Date.now(),
): Promise<RosterProposal> {
  const limitMs = (input.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS) * 1000;
  const job: ProposalJob = { input, deadline: now + limitMs };
  const highs = await compiledHighs();
  warm ??= new SolverThread(highs);
  if (!warm.busy) return warm.solve(job);
  // Another company's proposal is being solved (one per company, proposal-lease.ts). Waiting
  // for it would spend this one's limit, or, with the limit counted from its turn, make it
  // answer after the limit and outlive its lease when several wait. So it gets a thread of its
  // own, stopped once it has answered, as every proposal had before the warm one: the start-up
  // again, but only when two companies press at once, and each still gets its whole limit.
  const own = new SolverThread(highs);
  try {
    return await own.solve(job);
  } finally {
    void own.stop();
  }
}

/** The servers of this process that have not closed (holdProposalWorkers). */
let servers = 0;

/**
 * A server's claim on the solver threads, taken when it is built (app.ts): the function
 * returned, its onClose hook, gives it back, and once every server of the process has, the
 * threads are stopped. So a closed server leaves no thread behind, and one server closing does
 * not stop a proposal that another one in the same process (the tests) is solving.
 */
export function holdProposalWorkers(): () => Promise<void> {
  servers += 1;
  return async () => {
    servers -= 1;
    if (servers === 0) await Promise.all([...running].map((thread) => thread.stop()));
  };
}

/** The worker threads this process started, and those still running (for the tests). */
export function proposalWorkers(): { started: number; running: number } {
  return { started, running: running.size };
}
