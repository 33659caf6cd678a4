import { COMPLIANCE_MESSAGES, type ComplianceCheckInput } from '@klokwerk/contract/compliance';
import type { ComplianceReport } from '@klokwerk/contract/labour-findings';
import type { ConfirmedSchedules, ConfirmSchedulesInput } from '@klokwerk/contract/schedules';
import { checkRoster } from '@klokwerk/domain/labour-check';
import type { LabourShift } from '@klokwerk/domain/labour-types';
import { addDays, localDateOf, localTimeToInstant, startOfWeek } from '@klokwerk/domain/local-date';
import { type PeriodParams, periodOf as queryPeriod } from '../../http/query-period';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import * as repo from './repository';
import { confirmSchedules, draftShifts, type ScheduleDeps } from './service';

/** The averages look back 16 weeks; the rest after the period's last shift two days on. */
const HISTORY_WEEKS = 16;
const DAY_MS = 86_400_000;

function toReport(result: ReturnType<typeof checkRoster>): ComplianceReport {
  return {
    findings: result.findings.map((f) => ({ ...f, at: f.at.toISOString() })),
    withoutBirthDate: result.withoutBirthDate,
  };
}

/**
 * The roster's findings for [start, end), concepts included (the planners' roster), with
 * `extra` shifts (unsaved drafts) added.
 */
export async function check(
  ctx: TenantContext,
  companyId: number,
  timeZone: string,
  period: { start: Date; end: Date },
  extra: ReadonlyArray<LabourShift & { employeeId: number }> = [],
): Promise<ComplianceReport> {
  const monday = startOfWeek(localDateOf(period.start, timeZone));
  const from = localTimeToInstant(addDays(monday, -7 * HISTORY_WEEKS), 0, timeZone);
  const to = new Date(period.end.getTime() + 2 * DAY_MS);
  const [rows, employees] = await Promise.all([
    repo.shiftsForChecks(ctx, companyId, from, to),
    repo.employeesForChecks(ctx, companyId),
  ]);
  const shifts = rows.map((row) => ({
    id: row.id,
    employeeId: row.employeeId,
    startTime: new Date(row.startMs),
    endTime: new Date(row.endMs),
  }));
  return toReport(checkRoster({ employees, shifts: [...shifts, ...extra], period, timeZone }));
}

const COMPLIANCE_PERIOD: PeriodParams<'start', 'end'> = {
  start: 'start',
  end: 'end',
  endNotAfterStart: COMPLIANCE_MESSAGES.periodEnd,
};

/** `start` and `end`, both required, as the checked period. */
function periodOf(bounds: { start: string; end: string }, timeZone: string) {
  const { from, to } = queryPeriod(bounds, COMPLIANCE_PERIOD, timeZone);
  return { start: from, end: to };
}

/** The whole weeks (Monday 00:00 on the company's clock) that the shifts fall in. */
function weeksOf(shifts: ReadonlyArray<{ startTime: Date; endTime: Date }>, timeZone: string) {
  const starts = shifts.map((s) => s.startTime.getTime());
  // A shift that ends at Monday 00:00 belongs to the week before.
  const ends = shifts.map((s) => s.endTime.getTime() - 1);
  const first = startOfWeek(localDateOf(new Date(Math.min(...starts)), timeZone));
  const last = startOfWeek(localDateOf(new Date(Math.max(...ends)), timeZone));
  return {
    start: localTimeToInstant(first, 0, timeZone),
    end: localTimeToInstant(addDays(last, 7), 0, timeZone),
  };
}

/** GET /api/schedules/compliance: the definitive roster's findings in a period. */
export async function complianceOf(
  ctx: TenantContext,
  query: { companyId: number; start: string; end: string },
): Promise<ComplianceReport> {
  const timeZone = await zoneOfCompanyInReach(ctx, query.companyId);
  return check(ctx, query.companyId, timeZone, periodOf(query, timeZone));
}

/**
 * POST /api/schedules/compliance-check: the findings with the drafts added, for the period
 * asked or else the weeks the drafts fall in. A concept shift is named 'draft-<index>' in a
 * finding's shiftIds.
 */
export async function complianceWithDrafts(
  ctx: TenantContext,
  input: ComplianceCheckInput,
): Promise<ComplianceReport> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const { start, end } = input;
  const asked = start !== null && end !== null ? periodOf({ start, end }, timeZone) : null;
  const drafts = await draftShifts(
    ctx,
    input.companyId,
    timeZone,
    input.drafts,
    (index, name) => `drafts.${index}.${name}`,
  );
  return check(
    ctx,
    input.companyId,
    timeZone,
    asked ?? weeksOf(drafts, timeZone),
    drafts.map((d, index) => ({ ...d, id: `draft-${index}` })),
  );
}

/**
 * POST /api/schedules/confirm: the drafts become shifts, and the answer holds the findings of
 * the weeks they fall in as the roster now stands — read in the same transaction, after the
 * writes, so the planner sees what was confirmed (averages over the 16 weeks before).
 */
export async function confirmWithFindings(
  ctx: TenantContext,
  deps: ScheduleDeps,
  input: ConfirmSchedulesInput,
): Promise<ConfirmedSchedules> {
  const shifts = await confirmSchedules(ctx, deps, input);
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const period = weeksOf(
    shifts.map((s) => ({ startTime: new Date(s.startTime), endTime: new Date(s.endTime) })),
    timeZone,
  );
  return { shifts, findings: await check(ctx, input.companyId, timeZone, period) };
}
