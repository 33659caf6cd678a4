import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../tenancy/tenant-context';

/**
 * A short transaction of the request's tenant and user, committed when `fn` returns: what a
 * step reads or claims (a lease taken, the input read) without holding a transaction open
 * while the next step works.
 */
export type OwnTransaction = <T>(fn: (ctx: TenantContext) => Promise<T>) => Promise<T>;

/**
 * What the guard hands a route registered with `config.transactions: 'steps'`: instead of
 * running the whole handler in one transaction, the handler runs each step in a transaction
 * of its own, so that its slow middle part (a solver in a worker thread) holds none. On the
 * embedded PGlite a transaction holds the one database for every request, so ten seconds of
 * solving inside it would stall every kiosk tap; on PostgreSQL it would hold a connection of
 * the pool (docs/decisions/029-staffing-needs-and-proposal-route.md).
 */
export interface StepTransactions {
  /** A short transaction of its own: checks, reads, a lease taken or given back. */
  step: OwnTransaction;
  /**
   * The last transaction, which writes what the request answers: a creating call's
   * Idempotency-Key is claimed first in it and its answer kept last, as on any other route.
   */
  answer: OwnTransaction;
  /**
   * Runs `fn` once the handler is done, whether it succeeded or not, to give back what a step
   * took (a lease). A failure is logged, not answered: the answer may already be committed.
   */
  finally(fn: (step: OwnTransaction) => Promise<void>): void;
}

/** The steps of a request whose route runs its own transactions; any other route has none. */
export function requireSteps(request: FastifyRequest): StepTransactions {
  if (!request.steps) {
    throw new Error(`${request.routeOptions.url} is not registered with transactions: 'steps'`);
  }
  return request.steps;
}

/**
 * The answer's transaction found the Idempotency-Key answered by a request that committed
 * meanwhile: the guard sends that answer instead of the handler's.
 */
export class AnsweredBefore extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('eerder beantwoord');
  }
}
