import type {
  HoursBalanceAnswer,
  HoursBalanceMonth,
  HoursBalanceReport,
  HoursBalanceRow,
} from '@klokwerk/contract/balances';
import { minutesWithin } from '@klokwerk/domain/absence-minutes';
import { carriedHoursBalances } from '@klokwerk/domain/hours-balance';
import { hoursBalanceCsv, hoursBalanceCsvName } from '@klokwerk/domain/hours-balance-csv';
import type { ReportEmployee } from '@klokwerk/domain/hours-report';
import type { DatedMinutes } from '@klokwerk/domain/leave-accrual';
import { addDays, firstOfMonth, toIsoDate } from '@klokwerk/domain/local-date';
import type { CsvFile } from '../../http/csv-answer';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { contractPeriodsOf } from '../contract-periods/read';
import { leaveSettingsOf, paidHolidays } from '../pay-settings/read';
import { reportedMonth } from '../reports/read';
import { absencesOf } from './absences';

/**
 * Plus and minus hours (docs/leave-and-hours-balance.md#hours-balance) of employees of one
 * company over the months `from` to `to` of a year, carried month to month from 0 on the first
 * month. Worked hours are the wage cost's paid time of each month, as the reports show it (a
 * closed month's as its closing kept them); leave and sick hours are counted by the domain.
 */
export interface MonthRange {
  year: number;
  from: number;
  to: number;
}

const lastDay = (year: number, month: number) =>
  toIsoDate(addDays(firstOfMonth({ year, month, day: 1 }, 1), -1));
const firstDay = (year: number, month: number) => toIsoDate({ year, month, day: 1 });

/** The paid worked minutes per employee of a month: its paid seconds, rounded once half up. */
async function workedMinutesOf(
  ctx: TenantContext,
  companyId: number,
  year: number,
  month: number,
  employeeId: number | null,
): Promise<Map<number, number>> {
  const { figures } = await reportedMonth(ctx, { companyId, year, month }, employeeId);
  return new Map(
    figures.wageCost.rows.map((row) => [row.employeeId, Math.floor((row.paidSeconds + 30) / 60)]),
  );
}

/** Each employee's months; `only` narrows the month figures to one employee (staff, dialog). */
export async function hoursBalancesOf(
  ctx: TenantContext,
  companyId: number,
  employeeIds: readonly number[],
  range: MonthRange,
  only: number | null,
): Promise<Map<number, HoursBalanceMonth[]>> {
  const periodFrom = firstDay(range.year, range.from);
  const periodTo = lastDay(range.year, range.to);
  const { timeZone, settings, contracts } = await readScope(ctx, companyId, employeeIds);
  const absences = await absencesOf(
    ctx,
    { companyTimeZone: timeZone, settings, contracts },
    employeeIds,
    periodFrom,
    periodTo,
  );
  const months: number[] = [];
  for (let m = range.from; m <= range.to; m++) months.push(m);
  const worked: Map<number, number>[] = [];
  for (const month of months) {
    worked.push(await workedMinutesOf(ctx, companyId, range.year, month, only));
  }
  const result = new Map<number, HoursBalanceMonth[]>();
  for (const employeeId of employeeIds) {
    const own = absences.get(employeeId);
    const inputs = months.map((month, index) => {
      const from = firstDay(range.year, month);
      const to = lastDay(range.year, month);
      const within = (days: readonly DatedMinutes[] | undefined) =>
        days ? minutesWithin(days, from, to) : 0;
      return {
        from,
        to,
        contracts: contracts.get(employeeId) ?? [],
        paidHolidays: paidHolidays(settings, from, to),
        workedMinutes: worked[index]?.get(employeeId) ?? 0,
        leaveMinutes: within(own?.leave.vakantie) + within(own?.leave.bijzonder),
        unpaidLeaveMinutes: within(own?.leave.onbetaald),
        sickMinutes: within(own?.sick),
      };
    });
    result.set(
      employeeId,
      carriedHoursBalances(inputs).map((balance, index) => ({
        year: range.year,
        month: months[index] ?? range.from,
        ...balance,
      })),
    );
  }
  return result;
}

async function readScope(ctx: TenantContext, companyId: number, employeeIds: readonly number[]) {
  const [timeZone, settings, contracts] = await Promise.all([
    zoneOfCompanyInReach(ctx, companyId),
    leaveSettingsOf(ctx, companyId),
    contractPeriodsOf(ctx, employeeIds),
  ]);
  return { timeZone, settings, contracts };
}

/** One employee's months, for the dialog and Mijn uren. */
export async function employeeHoursBalance(
  ctx: TenantContext,
  employee: ReportEmployee & { companyId: number },
  range: MonthRange,
): Promise<HoursBalanceAnswer> {
  const balances = await hoursBalancesOf(
    ctx,
    employee.companyId,
    [employee.employeeId],
    range,
    employee.employeeId,
  );
  return {
    employeeId: employee.employeeId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    year: range.year,
    months: balances.get(employee.employeeId) ?? [],
  };
}

type SummedField =
  | 'contractMinutes'
  | 'workedMinutes'
  | 'leaveMinutes'
  | 'sickMinutes'
  | 'unpaidLeaveMinutes'
  | 'differenceMinutes';

/** The period of one employee: the months added up, the balance of the last. */
function rowOf(employee: ReportEmployee, months: readonly HoursBalanceMonth[]): HoursBalanceRow {
  const sum = (field: SummedField) => months.reduce((total, month) => total + month[field], 0);
  return {
    ...employee,
    contractMinutes: sum('contractMinutes'),
    workedMinutes: sum('workedMinutes'),
    leaveMinutes: sum('leaveMinutes'),
    sickMinutes: sum('sickMinutes'),
    unpaidLeaveMinutes: sum('unpaidLeaveMinutes'),
    differenceMinutes: sum('differenceMinutes'),
    balanceMinutes: months.at(-1)?.balanceMinutes ?? 0,
  };
}

/** The report "Plus/min-uren": every employee of the company that is not archived. */
export async function hoursBalanceReport(
  ctx: TenantContext,
  companyId: number,
  employees: readonly ReportEmployee[],
  range: MonthRange,
): Promise<HoursBalanceReport> {
  const ids = employees.map((e) => e.employeeId);
  const balances = await hoursBalancesOf(ctx, companyId, ids, range, null);
  return {
    year: range.year,
    from: range.from,
    to: range.to,
    rows: employees.map((employee) => rowOf(employee, balances.get(employee.employeeId) ?? [])),
  };
}

export function hoursBalanceReportCsv(report: HoursBalanceReport): CsvFile {
  return {
    fileName: hoursBalanceCsvName(report.year, report.from, report.to),
    csv: hoursBalanceCsv(report.rows),
  };
}
