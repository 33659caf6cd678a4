import {
  EMPLOYEE_MESSAGES,
  type EmployeeCreate,
  type EmployeeListItem,
  type EmployeeUpdate,
} from '@klokwerk/contract/employees';
import { isValidBsn, normalizeBsn } from '@klokwerk/domain/bsn';
import { localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { normalizePhoneNumber } from '@klokwerk/domain/phone-number';
import { can } from '@klokwerk/domain/policies';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { bsnCipherFor } from '../../crypto/bsn-cipher';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompany } from '../common/company-zone';
import { ensureInitialContract, hasContractPeriods } from '../contracts/index';
import { jobTitlesOfCompany } from '../organisation/index';
import { assertMayRemoveAccountOf } from './linked-account';
import * as repo from './repository';

export interface EmployeeDeps {
  bsnKey: Uint8Array;
  now: Date;
}

export async function employeesOfCompany(
  ctx: TenantContext,
  now: Date,
  companyId: number,
): Promise<EmployeeListItem[]> {
  assertCompanyInReach(ctx, companyId);
  const list = await repo.listEmployeesOfCompany(ctx, companyId, {
    withMoney: can(ctx.actor.role, 'salary.view'),
    now,
  });
  if (!list) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return list;
}

/** An employee that is not archived, in a company the caller may act for; else 404. */
async function employeeInReach(ctx: TenantContext, employeeId: number) {
  const employee = await repo.findEmployee(ctx, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, employee.companyId);
  return employee;
}

function storedPhone(input: string | null): string | null {
  if (input === null) return null;
  const stored = normalizePhoneNumber(input);
  if (stored === null) {
    throw new AppError('VALIDATION', EMPLOYEE_MESSAGES.phoneNumberInvalid, 'phoneNumber');
  }
  return stored;
}

const PAYROLL_NUMBER_INDEX = 'employees_payroll_number_key';

const payrollNumberTaken = () =>
  new AppError('CONFLICT', EMPLOYEE_MESSAGES.payrollNumberTaken, 'payrollNumber');

/**
 * Runs a write that may give a personeelsnummer: the check before it cannot see a second
 * request saving the same number at the same moment, the index can.
 */
async function guardPayrollNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === PAYROLL_NUMBER_INDEX) throw payrollNumberTaken();
    throw error;
  }
}

/**
 * The checks that need the database: job title, unique e-mail, phone and personeelsnummer
 * (undefined: left as it is), birth date.
 */
async function checkAgainstCompany(
  ctx: TenantContext,
  companyId: number,
  employeeId: number | null,
  input: {
    email: string;
    phoneNumber: string | null;
    jobTitleId: number | null;
    dateOfBirth: string | null;
    payrollNumber?: string | null | undefined;
  },
  now: Date,
): Promise<void> {
  const timeZone = await zoneOfCompany(ctx, companyId);
  if (input.dateOfBirth !== null && input.dateOfBirth > toIsoDate(localDateOf(now, timeZone))) {
    throw new AppError('VALIDATION', EMPLOYEE_MESSAGES.dateOfBirthFuture, 'dateOfBirth');
  }
  if (
    input.jobTitleId !== null &&
    !(await jobTitlesOfCompany(ctx, companyId, [input.jobTitleId])).has(input.jobTitleId)
  ) {
    throw new AppError('VALIDATION', EMPLOYEE_MESSAGES.jobTitleId, 'jobTitleId');
  }
  if (await repo.emailTaken(ctx, input.email, employeeId)) {
    throw new AppError('EMAIL_IN_USE', 'Dit e-mailadres is al in gebruik.', 'email');
  }
  if (
    input.phoneNumber !== null &&
    (await repo.takenInCompany(ctx, companyId, 'phoneNumber', input.phoneNumber, employeeId))
  ) {
    throw new AppError(
      'CONFLICT',
      'Dit telefoonnummer is al in gebruik bij een andere medewerker van dit bedrijf.',
      'phoneNumber',
    );
  }
  if (
    typeof input.payrollNumber === 'string' &&
    (await repo.takenInCompany(ctx, companyId, 'payrollNumber', input.payrollNumber, employeeId))
  ) {
    throw payrollNumberTaken();
  }
}

/**
 * The stored value of a BSN change: undefined leaves it as it is (docs/roles-and-policies.md#money-and-personal-data), null removes it,
 * a number must pass the elfproef and is stored encrypted, bound to the employee.
 */
function bsnValue(
  input: string | null | undefined,
  key: Uint8Array,
  employeeId: number,
): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === null || input === '') return null;
  const digits = normalizeBsn(input);
  if (digits === null || !isValidBsn(digits)) {
    throw new AppError('VALIDATION', EMPLOYEE_MESSAGES.bsn, 'socialSecurityNumber');
  }
  return bsnCipherFor(key, employeeId).encrypt(digits);
}

async function answer(
  ctx: TenantContext,
  now: Date,
  employeeId: number,
): Promise<EmployeeListItem> {
  const item = await repo.employeeListItem(ctx, employeeId, {
    withMoney: can(ctx.actor.role, 'salary.view'),
    now,
  });
  if (!item) throw new Error(`employee ${employeeId} vanished within its transaction`);
  return item;
}

/**
 * The fields a create and an update store as the form sent them, with the phone number in its
 * stored form; what either adds beyond them (money, the BSN, the payroll number) it sets itself.
 */
function formFields(input: EmployeeCreate | EmployeeUpdate, phoneNumber: string | null) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber,
    dateOfBirth: input.dateOfBirth,
    address: input.address,
    jobTitleId: input.jobTitleId,
    startDate: input.startDate,
    endDate: input.endDate,
    contractType: input.contractType,
  };
}

/** POST /api/employees: a manager adds someone without an account (kitchen staff, say). */
export async function createEmployee(
  ctx: TenantContext,
  deps: EmployeeDeps,
  input: EmployeeCreate,
): Promise<EmployeeListItem> {
  assertCompanyInReach(ctx, input.companyId);
  const phoneNumber = storedPhone(input.phoneNumber);
  await checkAgainstCompany(ctx, input.companyId, null, { ...input, phoneNumber }, deps.now);
  const employeeId = await guardPayrollNumber(() =>
    repo.insertEmployee(ctx, {
      companyId: input.companyId,
      ...formFields(input, phoneNumber),
      salary: input.salary ?? null,
      hoursPerWeek: input.hoursPerWeek ?? null,
      hoursRating: input.hoursRating ?? 1,
      payrollNumber: input.payrollNumber ?? null,
    }),
  );
  const bsnEncrypted = bsnValue(input.socialSecurityNumber, deps.bsnKey, employeeId);
  if (bsnEncrypted) {
    await repo.updateEmployee(ctx, employeeId, { bsnEncrypted });
    await recordAudit(ctx, { action: 'bsn.change', entity: 'employee', entityId: employeeId });
  }
  await recordAudit(ctx, {
    action: 'employee.create',
    entity: 'employee',
    entityId: employeeId,
    details: {
      salary: input.salary ?? null,
      hoursRating: input.hoursRating ?? 1,
      payrollNumber: input.payrollNumber ?? null,
    },
  });
  await ensureInitialContract(ctx, deps.now, employeeId);
  return answer(ctx, deps.now, employeeId);
}

/**
 * The hours per week a save stores: once the employee has contract periods they follow those
 * (docs/decisions/028-contracts-and-leave-settings.md), and a different figure is refused
 * rather than silently dropped; without periods the figure as sent (left as it is when absent).
 */
async function hoursPerWeekOfUpdate(
  ctx: TenantContext,
  employeeId: number,
  before: { hoursPerWeek: number | null },
  hoursPerWeek: number | undefined,
): Promise<number | null> {
  if (hoursPerWeek === undefined || hoursPerWeek === before.hoursPerWeek) {
    return before.hoursPerWeek;
  }
  if (await hasContractPeriods(ctx, employeeId)) {
    throw new AppError('VALIDATION', EMPLOYEE_MESSAGES.hoursPerWeekFromContract, 'hoursPerWeek');
  }
  return hoursPerWeek;
}

/** PUT /api/employees/{id}: the full field set of docs/screens.md#employees. */
export async function updateEmployee(
  ctx: TenantContext,
  deps: EmployeeDeps,
  employeeId: number,
  input: EmployeeUpdate,
): Promise<EmployeeListItem> {
  const before = await employeeInReach(ctx, employeeId);
  const phoneNumber = storedPhone(input.phoneNumber);
  await checkAgainstCompany(ctx, before.companyId, employeeId, { ...input, phoneNumber }, deps.now);
  const hoursRating = input.hoursRating ?? before.hoursRating;
  const payrollNumber =
    input.payrollNumber === undefined ? before.payrollNumber : input.payrollNumber;
  const bsnEncrypted = bsnValue(input.socialSecurityNumber, deps.bsnKey, employeeId);
  const hoursPerWeek = await hoursPerWeekOfUpdate(ctx, employeeId, before, input.hoursPerWeek);
  await guardPayrollNumber(() =>
    repo.updateEmployee(ctx, employeeId, {
      ...formFields(input, phoneNumber),
      salary: input.salary,
      hoursPerWeek,
      hoursRating,
      payrollNumber,
      ...(bsnEncrypted === undefined ? {} : { bsnEncrypted }),
    }),
  );
  if (before.payrollNumber !== payrollNumber) {
    await recordAudit(ctx, {
      action: 'employee.payroll-number.change',
      entity: 'employee',
      entityId: employeeId,
      details: { before: { payrollNumber: before.payrollNumber }, after: { payrollNumber } },
    });
  }
  if (before.salary !== input.salary || before.hoursRating !== hoursRating) {
    await recordAudit(ctx, {
      action: 'employee.pay.change',
      entity: 'employee',
      entityId: employeeId,
      details: {
        before: { salary: before.salary, hoursRating: before.hoursRating },
        after: { salary: input.salary, hoursRating },
      },
    });
  }
  await ensureInitialContract(ctx, deps.now, employeeId);
  if (bsnEncrypted !== undefined) {
    // Whether a number was set or removed, never the number itself.
    await recordAudit(ctx, {
      action: bsnEncrypted === null ? 'bsn.remove' : 'bsn.change',
      entity: 'employee',
      entityId: employeeId,
    });
  }
  return answer(ctx, deps.now, employeeId);
}

/**
 * DELETE /api/employees/{id}: deleted outright without hours; with hours archived instead
 * (docs/data-model.md), so the reports keep them. Either way the user account goes, hence the same
 * rules as deleting an account: never one's own, the last owner's or a higher rank's.
 */
export async function deleteEmployee(
  ctx: TenantContext,
  deps: EmployeeDeps,
  employeeId: number,
): Promise<{ employeeId: number; archived: boolean; message: string }> {
  await employeeInReach(ctx, employeeId);
  await assertMayRemoveAccountOf(ctx, employeeId);
  const archived = await repo.hasTimeRecords(ctx, employeeId);
  if (archived) await repo.archiveEmployee(ctx, employeeId, deps.now);
  else await repo.deleteEmployee(ctx, employeeId);
  await recordAudit(ctx, {
    action: archived ? 'employee.archive' : 'employee.delete',
    entity: 'employee',
    entityId: employeeId,
  });
  return {
    employeeId,
    archived,
    message: archived
      ? 'De medewerker is gearchiveerd: er zijn geregistreerde uren, die in de rapporten blijven staan. Het account is verwijderd.'
      : 'De medewerker is verwijderd.',
  };
}

/** GET /api/employees/{id}/bsn: the number itself; every view is written to the audit log. */
export async function employeeBsn(
  ctx: TenantContext,
  deps: EmployeeDeps,
  employeeId: number,
): Promise<{ socialSecurityNumber: string | null }> {
  const employee = await employeeInReach(ctx, employeeId);
  await recordAudit(ctx, { action: 'bsn.view', entity: 'employee', entityId: employeeId });
  if (employee.bsnEncrypted === null) return { socialSecurityNumber: null };
  return {
    socialSecurityNumber: bsnCipherFor(deps.bsnKey, employeeId).decrypt(employee.bsnEncrypted),
  };
}
