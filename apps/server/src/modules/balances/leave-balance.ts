import type { LeaveBalanceAnswer, LeaveKindFigures } from '@klokwerk/contract/balances';
import type { ContractPeriod } from '@klokwerk/domain/contract-periods';
import type { DatedMinutes } from '@klokwerk/domain/leave-accrual';
import {
  type LeaveBalance,
  type LeaveFigure,
  type LeaveKindBalance,
  leaveBalance,
} from '@klokwerk/domain/leave-balance';
import { LEAVE_RULE_SOURCES } from '@klokwerk/domain/leave-rules';
import { localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import type { TenantContext } from '../../tenancy/tenant-context';
import { contractPeriodsOf } from '../contract-periods/read';
import { leaveCorrectionsOf, leaveOpeningsOf } from '../leave-adjustments/read';
import { leaveSettingsOf } from '../pay-settings/read';
import { reportedMonth } from '../reports/read';
import { absencesOf } from './absences';

/**
 * An employee's leave balance of a year (docs/leave-and-hours-balance.md#the-balance), by the
 * domain's `leaveBalance`: from HR's opening balance (or the first contract year) to the end
 * of the year, with the approved vakantie and HR's corrections.
 */
export interface BalanceEmployee {
  employeeId: number;
  companyId: number;
  timeZone: string;
}

/** The first year the balance replays: HR's opening, else the first contract's, else this one. */
function firstYearOf(
  opening: { firstYear: number } | undefined,
  contracts: readonly ContractPeriod[],
  year: number,
): number {
  if (opening) return opening.firstYear;
  const first = contracts[0];
  return first ? Number(first.from.slice(0, 4)) : year;
}

/**
 * Paid minutes per day, the accrual base of a zero-hours or min-max contract: the months'
 * paid worked time (as the reports show it) up to this month, paid leave and sick hours. Only
 * read when such a contract runs in the years replayed: a fixed contract accrues by its days.
 */
async function paidMinutesOf(
  ctx: TenantContext,
  employee: BalanceEmployee,
  firstYear: number,
  year: number,
  today: string,
  absences: { leave: Record<string, DatedMinutes[]>; sick: DatedMinutes[] },
): Promise<DatedMinutes[]> {
  const days: DatedMinutes[] = [];
  const lastMonth = `${year}-12` < today.slice(0, 7) ? `${year}-12` : today.slice(0, 7);
  for (let y = firstYear; y <= year; y++) {
    for (let m = 1; m <= 12; m++) {
      if (`${y}-${String(m).padStart(2, '0')}` > lastMonth) break;
      const { figures } = await reportedMonth(
        ctx,
        { companyId: employee.companyId, year: y, month: m },
        employee.employeeId,
      );
      for (const day of figures.paidDays) {
        if (day.employeeId !== employee.employeeId) continue;
        days.push({ date: day.date, minutes: Math.floor((day.paidSeconds + 30) / 60) });
      }
    }
  }
  days.push(...(absences.leave.vakantie ?? []), ...(absences.leave.bijzonder ?? []));
  days.push(...absences.sick);
  return days;
}

function figure(value: LeaveFigure) {
  return { ...value, source: LEAVE_RULE_SOURCES[value.rule] };
}

function kindFigures(kind: LeaveKindBalance): LeaveKindFigures {
  return {
    opening: figure(kind.opening),
    accrued: figure(kind.accrued),
    corrections: figure(kind.corrections),
    taken: figure(kind.taken),
    planned: figure(kind.planned),
    expired: figure(kind.expired),
    remaining: figure(kind.remaining),
  };
}

function balanceAnswer(balance: LeaveBalance) {
  return {
    statutory: kindFigures(balance.statutory),
    extra: kindFigures(balance.extra),
    expiries: balance.expiries.map((expiry) => ({
      ...expiry,
      source: LEAVE_RULE_SOURCES[expiry.rule],
    })),
  };
}

export async function leaveBalanceOf(
  ctx: TenantContext,
  now: Date,
  employee: BalanceEmployee,
  year: number,
): Promise<LeaveBalanceAnswer> {
  const { employeeId } = employee;
  const today = toIsoDate(localDateOf(now, employee.timeZone));
  const [contractMap, openings, corrections, settings] = await Promise.all([
    contractPeriodsOf(ctx, [employeeId]),
    leaveOpeningsOf(ctx, [employeeId]),
    leaveCorrectionsOf(ctx, [employeeId]),
    leaveSettingsOf(ctx, employee.companyId),
  ]);
  const contracts = contractMap.get(employeeId) ?? [];
  const opening = openings.get(employeeId);
  const firstYear = firstYearOf(opening, contracts, year);
  const answer = { employeeId, year, firstYear, today };
  if (year < firstYear) return { ...answer, balance: null };

  const from = `${firstYear}-01-01`;
  const to = `${year}-12-31`;
  const absences = (
    await absencesOf(
      ctx,
      { companyTimeZone: employee.timeZone, settings, contracts: contractMap },
      [employeeId],
      from,
      to,
    )
  ).get(employeeId) ?? { leave: { vakantie: [], bijzonder: [], onbetaald: [] }, sick: [] };
  const flexible = contracts.some(
    (c) => c.hours.kind !== 'fixed' && c.from <= to && (c.to === null || c.to >= from),
  );
  const paidMinutes = flexible
    ? await paidMinutesOf(ctx, employee, firstYear, year, today, absences)
    : [];
  const balance = leaveBalance({
    year,
    today,
    firstYear,
    opening: opening?.opening ?? [],
    contracts,
    paidMinutes,
    extra: settings.extra,
    leave: absences.leave.vakantie,
    corrections: corrections.get(employeeId) ?? [],
  });
  return { ...answer, balance: balanceAnswer(balance) };
}
