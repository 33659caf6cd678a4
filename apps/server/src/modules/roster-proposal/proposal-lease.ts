import { randomUUID } from 'node:crypto';
import { PROPOSAL_MESSAGES } from '@klokwerk/contract/staffing';
import { and, eq, lte } from 'drizzle-orm';
import { proposalLeases } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';

/**
 * One proposal per company at a time (docs/roster-proposal.md#one-at-a-time), on every server
 * that shares the database: a row per company, taken in a short transaction of its own before
 * the week is read and given back once the concepts are written or the proposal failed.
 */

/**
 * How long a lease outlives the solver's time limit when nobody gives it back (the server
 * stopped): enough to read the week and write the concepts on a busy machine, and short
 * enough that the planner's next try a minute later works.
 */
const MARGIN_MS = 45_000;

/** One request's claim on its company's lease. */
export interface ProposalLease {
  companyId: number;
  holder: string;
}

export function leaseFor(companyId: number): ProposalLease {
  return { companyId, holder: randomUUID() };
}

/**
 * Takes the company's lease, also one that expired, or refuses (409) while another proposal
 * holds it. Two servers taking it at once both insert the same key; the second waits for the
 * first to commit and then finds a lease that has not expired.
 */
export async function takeLease(
  ctx: TenantContext,
  lease: ProposalLease,
  now: Date,
  timeLimitSeconds: number,
): Promise<void> {
  const held = {
    holder: lease.holder,
    takenBy: ctx.actor.userId,
    expiresAt: new Date(now.getTime() + timeLimitSeconds * 1000 + MARGIN_MS),
  };
  const taken = await ctx.tx
    .insert(proposalLeases)
    .values({ tenantId: ctx.tenantId, companyId: lease.companyId, ...held })
    .onConflictDoUpdate({
      target: [proposalLeases.tenantId, proposalLeases.companyId],
      set: held,
      setWhere: lte(proposalLeases.expiresAt, now),
    })
    .returning({ holder: proposalLeases.holder });
  if (taken.length === 0) throw new AppError('CONFLICT', PROPOSAL_MESSAGES.running);
}

/** Gives the lease back if this request still holds it; one taken over meanwhile stays. */
export async function releaseLease(ctx: TenantContext, lease: ProposalLease): Promise<void> {
  await ctx.tx
    .delete(proposalLeases)
    .where(
      and(
        eq(proposalLeases.tenantId, ctx.tenantId),
        eq(proposalLeases.companyId, lease.companyId),
        eq(proposalLeases.holder, lease.holder),
      ),
    );
}
