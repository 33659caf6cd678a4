import type { TenantContext } from '../tenancy/tenant-context';

/**
 * A short transaction of the request's tenant and user, apart from the request's own and
 * committed when `fn` returns: what the middle part reads or claims (a lease taken, the input
 * read) without holding a transaction open while it works.
 */
export type OwnTransaction = <T>(fn: (ctx: TenantContext) => Promise<T>) => Promise<T>;

/**
 * What a handler returns when its slow middle part must not hold a transaction open: it has
 * checked what it can in the request's transaction, `work` runs after that transaction has
 * ended (a solver in a worker thread) and may open short transactions of its own, and `finish`
 * writes and answers in a second transaction. On the embedded PGlite a transaction holds the
 * one database for every request, so ten seconds of solving inside it would stall every kiosk
 * tap; on PostgreSQL it would hold a connection of the pool. The first transaction is rolled
 * back, so the checking part must not write: whatever it wrote would be gone
 * (docs/decisions/029-staffing-needs-and-proposal-route.md). `release` runs last, whether
 * `work` and `finish` succeeded or not, to give back what `work` committed (a lease); what it
 * fails to give back is logged, not answered, since the answer may already be committed.
 */
export class BetweenTransactions<Worked, Answer> {
  constructor(
    readonly work: (transaction: OwnTransaction) => Promise<Worked>,
    readonly finish: (ctx: TenantContext, worked: Worked) => Promise<Answer>,
    readonly release?: (transaction: OwnTransaction) => Promise<void>,
  ) {}
}

/** Carries a handler's BetweenTransactions out of its first transaction, rolling that back. */
export class LeaveTransaction extends Error {
  constructor(readonly phases: BetweenTransactions<unknown, unknown>) {
    super('tussen twee transacties');
  }
}

/**
 * What a route handler returns for BetweenTransactions: typed as the answer its schema sends,
 * which is what the guard sends in its place once `finish` has run.
 */
export function answeredBetweenTransactions<Worked, Answer>(
  phases: BetweenTransactions<Worked, Answer>,
): Answer {
  return phases as unknown as Answer;
}
