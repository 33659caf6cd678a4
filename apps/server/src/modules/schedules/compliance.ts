import type { ComplianceReport } from '@klokwerk/contract/compliance';
import type { ConfirmSchedulesInput } from '@klokwerk/contract/schedules';
import { checkRoster, type LabourShift } from '@klokwerk/domain/labour-check';
import { addDays, localDateOf, localTimeToInstant, startOfWeek } from '@klokwerk/domain/local-date';
import { AppError } from '../../http/errors';
import { instantOf } from '../../http/instants';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';
import { draftShifts, zoneOf } from './service';

/** The averages look back 16 weeks; the rest after the period's last shift two days on. */
const HISTORY_WEEKS = 16;
const DAY_MS = 86_400_000;

function toReport(result: ReturnType<typeof checkRoster>): ComplianceReport {
  return {
    findings: result.findings.map((f) => ({ ...f, at: f.at.toISOString() })),
    withoutBirthDate: result.withoutBirthDate,
  };
}

/** The roster's findings for [start, end) with `extra` shifts (concept ones) added. */
async function check(
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

/** GET /api/schedules/compliance: the definitive roster's findings in a period. */
export async function complianceOf(
  ctx: TenantContext,
  query: { companyId: number; start: string; end: string },
): Promise<ComplianceReport> {
  const timeZone = await zoneOf(ctx, query.companyId);
  const start = instantOf(query.start, timeZone, 'start');
  const end = instantOf(query.end, timeZone, 'end');
  if (end <= start) {
    throw new AppError('VALIDATION', 'Het einde van de periode moet na het begin liggen.', 'end');
  }
  return check(ctx, query.companyId, timeZone, { start, end });
}

/**
 * POST /api/schedules/compliance-check: the findings with the drafts added, for the weeks
 * they fall in. A concept shift is named 'draft-<index>' in a finding's shiftIds.
 */
export async function complianceWithDrafts(
  ctx: TenantContext,
  input: ConfirmSchedulesInput,
): Promise<ComplianceReport> {
  const timeZone = await zoneOf(ctx, input.companyId);
  const drafts = await draftShifts(
    ctx,
    input.companyId,
    timeZone,
    input.drafts,
    (index, name) => `drafts.${index}.${name}`,
  );
  const starts = drafts.map((d) => d.startTime.getTime());
  const ends = drafts.map((d) => d.endTime.getTime());
  const first = startOfWeek(localDateOf(new Date(Math.min(...starts)), timeZone));
  const last = startOfWeek(localDateOf(new Date(Math.max(...ends)), timeZone));
  const period = {
    start: localTimeToInstant(first, 0, timeZone),
    end: localTimeToInstant(addDays(last, 7), 0, timeZone),
  };
  return check(
    ctx,
    input.companyId,
    timeZone,
    period,
    drafts.map((d, index) => ({ ...d, id: `draft-${index}` })),
  );
}
