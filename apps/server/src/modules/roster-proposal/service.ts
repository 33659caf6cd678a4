import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import {
  PROPOSAL_MESSAGES,
  type ProposalBody,
  type ProposalSummary,
} from '@klokwerk/contract/staffing';
import { addDays, localTimeToInstant, toIsoDate } from '@klokwerk/domain/local-date';
import type { RosterProposal } from '@klokwerk/domain/roster-proposal/types';
import { recordAudit } from '../../audit/audit-log';
import { BetweenTransactions } from '../../auth/between-transactions';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../companies/company-zone';
import { contractPeriodsOf } from '../contract-periods/read';
import { closedMonthInPeriod } from '../month-closing/guard';
import { calendarDate, weekOf } from '../schedules/publish';
import * as schedules from '../schedules/repository';
import { budgetOf, needsOf } from '../staffing/repository';
import { proposalInputOf } from './proposal-input';
import { proposeRoster } from './propose-roster';
import * as repo from './repository';

/** The averages of the labour law look back 16 weeks: the week and the 15 before it. */
const HISTORY_WEEKS = 15;

/** A week in a closed month is refused (409): checked before solving and again before writing. */
async function refuseClosedMonth(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  week: ReturnType<typeof weekOf>,
): Promise<void> {
  const closed = await closedMonthInPeriod(ctx, companyId, timeZone, week);
  if (closed) throw new AppError('CONFLICT', monthClosedMessage(closed.year, closed.month));
}

/**
 * POST /api/schedules/proposal ("Rooster voorstellen"): the week's Bezetting filled by the
 * solver (docs/roster-proposal.md) and written as concept shifts beside the shifts and concepts
 * already planned, which stay. The input is read in the request's transaction, the solver runs
 * after it and the concepts are written in a second one (BetweenTransactions), so solving for
 * up to its time limit holds no transaction open.
 */
export async function proposeWeek(
  ctx: TenantContext,
  input: ProposalBody,
): Promise<BetweenTransactions<RosterProposal, ProposalSummary>> {
  const { companyId } = input;
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const week = weekOf(calendarDate(input.week), timeZone);
  await refuseClosedMonth(ctx, companyId, timeZone, week);

  const needs = await needsOf(ctx, companyId);
  if (needs.length === 0) throw new AppError('VALIDATION', PROPOSAL_MESSAGES.noNeeds, 'companyId');
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
  const proposalInput = proposalInputOf({
    monday: week.monday,
    timeZone,
    needs,
    jobTitles,
    candidates,
    contracts,
    shifts,
    unavailable,
    absent,
    budgetCents,
    timeLimitSeconds: input.timeLimitSeconds,
  });
  return new BetweenTransactions(
    () => proposeRoster(proposalInput),
    async (writeCtx, proposal) => {
      await refuseClosedMonth(writeCtx, companyId, timeZone, week);
      return writtenProposal(writeCtx, { companyId, week, jobTitles, budgetCents }, proposal);
    },
  );
}

/** The proposal's shifts written as concepts, audited, and the summary the planner sees. */
async function writtenProposal(
  ctx: TenantContext,
  of: {
    companyId: number;
    week: ReturnType<typeof weekOf>;
    jobTitles: Array<{ id: number; name: string }>;
    budgetCents: number | null;
  },
  proposal: RosterProposal,
): Promise<ProposalSummary> {
  const { companyId, week, jobTitles, budgetCents } = of;
  const { ids: written, existing } =
    proposal.shifts.length === 0
      ? { ids: [], existing: new Set<number>() }
      : await schedules.insertSchedules(
          ctx,
          companyId,
          proposal.shifts.map((s) => ({
            employeeId: s.employeeId,
            startTime: s.start,
            endTime: s.end,
          })),
          'CONCEPT',
        );
  const scheduleIds = written.filter((id) => !existing.has(id));
  const names = new Map(jobTitles.map((t) => [t.id, t.name]));
  // Concepts change no pay until they are published, but a proposal plans a whole week at once:
  // the trail says who let the solver plan it.
  await recordAudit(ctx, {
    action: 'schedule.propose',
    entity: 'company',
    entityId: companyId,
    details: { week: toIsoDate(week.monday), shifts: scheduleIds.length },
  });
  return {
    week: toIsoDate(week.monday),
    scheduleIds,
    shiftCount: scheduleIds.length,
    neededMinutes: proposal.neededMinutes,
    coveredMinutes: proposal.coveredMinutes,
    costCents: proposal.costCents,
    weekCostCents: proposal.weekCostCents,
    weeklyBudgetCents: budgetCents,
    uncovered: proposal.uncovered.map((u) => ({
      jobTitleId: u.jobTitleId,
      jobTitle: names.get(u.jobTitleId) ?? '',
      startTime: u.start.toISOString(),
      endTime: u.end.toISOString(),
      missing: u.missing,
      reason: u.reason,
      message: u.message,
    })),
    violations: proposal.findings.filter((f) => f.severity === 'violation').length,
    optimal: proposal.solver.gap === 0,
    seconds: Math.round(proposal.solver.seconds * 10) / 10,
  };
}
