import type { TenantContext } from '../tenancy/tenant-context';

/**
 * What a handler returns when its slow middle part must not hold a transaction open: it has
 * read what it needs in the request's transaction, `work` runs after that transaction has
 * ended (a solver in a worker thread), and `finish` writes and answers in a second transaction.
 * On the embedded PGlite a transaction holds the one database for every request, so ten
 * seconds of solving inside it would stall every kiosk tap; on PostgreSQL it would hold a
 * connection of the pool. The first transaction is rolled back, so the reading part must not
 * write: whatever it wrote would be gone (docs/decisions/029-staffing-needs-and-proposal-route.md).
 */
export class BetweenTransactions<Worked, Answer> {
  constructor(
    readonly work: () => Promise<Worked>,
    readonly finish: (ctx: TenantContext, worked: Worked) => Promise<Answer>,
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
