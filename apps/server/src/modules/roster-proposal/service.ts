import {
  PROPOSAL_MESSAGES,
  type ProposalBody,
  type ProposalSummary,
} from '@klokwerk/contract/staffing';
import { fromIsoDate, toIsoDate } from '@klokwerk/domain/local-date';
import { monthsOfPeriods } from '@klokwerk/domain/period-months';
import {
  DEFAULT_TIME_LIMIT_SECONDS,
  type RosterProposal,
} from '@klokwerk/domain/roster-proposal/types';
import { type RosterWeek, weekOf } from '@klokwerk/domain/roster-week';
import { recordAudit } from '../../audit/audit-log';
import type { StepTransactions } from '../../auth/step-transactions';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import * as schedules from '../schedules/index';
import { needsOf } from '../staffing/index';
import { leaseFor, releaseLease, takeLease } from './proposal-lease';
import { proposeRoster } from './propose-roster';
import { readWeek } from './read-week';

/** A week in a closed month is refused (409): checked before solving and again before writing. */
async function refuseClosedMonth(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  week: RosterWeek,
): Promise<void> {
  await assertMonthsOpen(ctx, companyId, monthsOfPeriods([week], timeZone));
}

/**
 * POST /api/schedules/proposal ("Rooster voorstellen"): the week's Bezetting filled by the
 * solver (docs/roster-proposal.md) and written as concept shifts beside the shifts and concepts
 * already planned, which stay. Each step has a transaction of its own: the checks (company,
 * month, Bezetting); the company's lease (one proposal per company at a time, 409 otherwise);
 * the week's reads; then the solver runs in no transaction, and the concepts are written in
 * the answering one. So solving for up to its time limit holds no transaction open, and a
 * second press is refused before it reads anything. The lease is given back last, whatever
 * happened.
 */
export async function proposeWeek(
  steps: StepTransactions,
  input: ProposalBody,
  clock: () => Date,
): Promise<ProposalSummary> {
  const { companyId, timeLimitSeconds } = input;
  const { timeZone, week, needs } = await steps.step((ctx) => checkedWeek(ctx, input, clock));
  const lease = leaseFor(companyId);
  await steps.step((ctx) =>
    takeLease(ctx, lease, clock(), timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS),
  );
  steps.finally((step) => step((ctx) => releaseLease(ctx, lease)));
  const {
    input: weekInput,
    jobTitles,
    budgetCents,
  } = await steps.step((ctx) =>
    readWeek(ctx, { companyId, timeZone, week, needs, timeLimitSeconds }),
  );
  const proposal = await proposeRoster(weekInput);
  return steps.answer(async (ctx) => {
    await refuseClosedMonth(ctx, companyId, timeZone, week);
    return writtenProposal(ctx, { companyId, week, jobTitles, budgetCents }, proposal);
  });
}

/** The company's zone, the week and its Bezetting, once the week may be proposed. */
async function checkedWeek(ctx: TenantContext, input: ProposalBody, clock: () => Date) {
  const { companyId } = input;
  const timeZone = await zoneOfCompanyInReach(ctx, companyId);
  const week = weekOf(fromIsoDate(input.week), timeZone);
  await refuseClosedMonth(ctx, companyId, timeZone, week);
  // Nobody can work a week that is over: its concepts would only wait to be deleted.
  if (week.end.getTime() <= clock().getTime()) {
    throw new AppError('VALIDATION', PROPOSAL_MESSAGES.pastWeek, 'week');
  }
  const needs = await needsOf(ctx, companyId);
  if (needs.length === 0) throw new AppError('VALIDATION', PROPOSAL_MESSAGES.noNeeds, 'companyId');
  return { timeZone, week, needs };
}

/** The proposal's shifts written as concepts, audited, and the summary the planner sees. */
async function writtenProposal(
  ctx: TenantContext,
  of: {
    companyId: number;
    week: RosterWeek;
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
