import type { StaffingNeed } from '@klokwerk/contract/staffing';
import { addDays, localTimeToInstant } from '@klokwerk/domain/local-date';
import type { RosterWeek } from '@klokwerk/domain/roster-week';
import type { TenantContext } from '../../tenancy/tenant-context';
import { contractPeriodsOf } from '../contract-periods/read';
import * as schedules from '../schedules/index';
import { budgetOf } from '../staffing/index';
import { proposalInputOf, type WeekFacts } from './proposal-input';
import * as repo from './repository';

/** The averages of the labour law look back 16 weeks: the week and the 15 before it. */
const HISTORY_WEEKS = 15;

/**
 * What the proposal reads of a company's week (docs/roster-proposal.md#how-the-product-feeds-the-model),
 * as the engine's input, with the job titles and the budget its summary names. Only reads, so
 * they open no transaction: on the embedded database a request waits at most for the
 * statements queued before it, never for a transaction to end.
 */
export async function readWeek(
  ctx: TenantContext,
  of: {
    companyId: number;
    timeZone: string;
    week: RosterWeek;
    needs: readonly StaffingNeed[];
    timeLimitSeconds: number | undefined;
  },
) {
  const { companyId, timeZone, week } = of;
  const candidates = await repo.candidatesOf(ctx, companyId);
  const ids = candidates.map((c) => c.employeeId);
  const historyStart = localTimeToInstant(addDays(week.monday, -7 * HISTORY_WEEKS), 0, timeZone);
  const [jobTitles, contracts, shifts, unavailable, absent, budgetCents] = await Promise.all([
    repo.jobTitleNames(ctx, companyId),
    contractPeriodsOf(ctx, ids),
    schedules.shiftsForChecks(ctx, companyId, historyStart, week.end),
    schedules.unavailableIn(ctx, ids, week.start, week.end),
    repo.absencesIn(ctx, companyId, week.start, week.end),
    budgetOf(ctx, companyId),
  ]);
  const facts: WeekFacts = {
    monday: week.monday,
    timeZone,
    needs: of.needs,
    jobTitles,
    candidates,
    contracts,
    shifts,
    unavailable,
    absent,
    budgetCents,
    timeLimitSeconds: of.timeLimitSeconds,
  };
  return { input: proposalInputOf(facts), jobTitles, budgetCents };
}
