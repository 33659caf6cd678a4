import type {
  HoursBalanceAnswer,
  HoursBalanceReport,
  LeaveBalanceAnswer,
} from '@klokwerk/contract/balances';
import { LEAVE_MESSAGES } from '@klokwerk/contract/leave';
import { assertCompanyInReach } from '../../auth/company-scope';
import type { CsvFile } from '../../http/csv-answer';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { absentEmployee } from '../leave/index';
import {
  employeeHoursBalance,
  hoursBalanceReport,
  hoursBalanceReportCsv,
  type MonthRange,
} from './hours-balance';
import { leaveBalanceOf } from './leave-balance';
import { employeesOfCompany } from './repository';

/**
 * The balances' calls (docs/leave-and-hours-balance.md): an employee of a company in reach
 * (another company's or tenant's is 404, so ids are never confirmed), or the caller's own.
 */

async function employeeInReach(ctx: TenantContext, employeeId: number) {
  const employee = await absentEmployee(ctx, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, employee.companyId);
  return employee;
}

/** The account's own employee, or a 404 that says why there is none. */
async function ownEmployee(ctx: TenantContext) {
  const employeeId = ctx.actor.employeeId;
  const employee = employeeId === null ? null : await absentEmployee(ctx, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', LEAVE_MESSAGES.notAnEmployee);
  return employee;
}

/** GET /api/employees/{employeeId}/leave-balance. */
export async function employeeLeaveBalance(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
  year: number,
): Promise<LeaveBalanceAnswer> {
  return leaveBalanceOf(ctx, now, await employeeInReach(ctx, employeeId), year);
}

/** GET /api/me/leave-balance. */
export async function myLeaveBalance(
  ctx: TenantContext,
  now: Date,
  year: number,
): Promise<LeaveBalanceAnswer> {
  return leaveBalanceOf(ctx, now, await ownEmployee(ctx), year);
}

/** GET /api/employees/{employeeId}/hours-balance. */
export async function employeeHoursBalanceOf(
  ctx: TenantContext,
  employeeId: number,
  range: MonthRange,
): Promise<HoursBalanceAnswer> {
  return employeeHoursBalance(ctx, await employeeInReach(ctx, employeeId), range);
}

/** GET /api/me/hours-balance. */
export async function myHoursBalance(
  ctx: TenantContext,
  range: MonthRange,
): Promise<HoursBalanceAnswer> {
  return employeeHoursBalance(ctx, await ownEmployee(ctx), range);
}

/** GET /api/reports/hours-balance: the company's employees that are not archived. */
export async function companyHoursBalance(
  ctx: TenantContext,
  companyId: number,
  range: MonthRange,
): Promise<HoursBalanceReport> {
  await zoneOfCompanyInReach(ctx, companyId);
  return hoursBalanceReport(ctx, companyId, await employeesOfCompany(ctx, companyId), range);
}

export async function companyHoursBalanceCsv(
  ctx: TenantContext,
  companyId: number,
  range: MonthRange,
): Promise<CsvFile> {
  return hoursBalanceReportCsv(await companyHoursBalance(ctx, companyId, range));
}
