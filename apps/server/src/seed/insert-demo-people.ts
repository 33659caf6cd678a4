import { addDays, firstOfMonth, type LocalDate, toIsoDate } from '@klokwerk/domain/local-date';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { employees, users } from '../db/schema/index';
import {
  type EmployeeContractFields,
  initialContractPeriod,
} from '../modules/contracts/initial-period';
import { insertPeriods } from '../modules/contracts/repository';
import { type ProvisionedTenant, provisionTenant } from '../modules/tenants/provision';
import type { TenantId } from '../tenancy/tenant-context';
import {
  type CompanyKey,
  DEMO_COMPANIES,
  DEMO_EMPLOYEES,
  DEMO_USERS,
  type DemoEmployee,
  type DemoJobTitle,
  type DemoUser,
} from './demo-people';
import type { RosterEmployee } from './demo-roster';
import {
  addCompanies,
  addDepartmentsAndJobTitles,
  addPayrollSettings,
} from './insert-demo-companies';
import { required } from './required';

/** Start, end and birth dates relative to the day of seeding (see DemoEmployee). */
function employeeDates(spec: DemoEmployee, today: LocalDate) {
  const startDate =
    spec.startedDaysAgo === 'this-month'
      ? firstOfMonth(today)
      : addDays(today, -spec.startedDaysAgo);
  const endDate =
    spec.contract.type === 'Onbepaalde tijd'
      ? null
      : spec.contract.ends === 'ended'
        ? addDays(firstOfMonth(today), -1)
        : addDays(today, spec.contract.ends);
  // Born on that day this year or last, so the age on the day of seeding is `age`.
  const birth = spec.birth;
  let dateOfBirth: string | null = null;
  if (birth) {
    const hadBirthday = birth.month * 100 + birth.day <= today.month * 100 + today.day;
    const year = today.year - birth.age - (hadBirthday ? 0 : 1);
    dateOfBirth = toIsoDate({ year, month: birth.month, day: birth.day });
  }
  return { startDate, endDate, dateOfBirth };
}

export interface DemoPeopleInput {
  tenantId: TenantId;
  tenantName: string;
  plan: string;
  password: string;
  passwordHash: string;
  today: LocalDate;
  timeZone: string;
}

/** The ids the roster and hours need, looked up by the keys of demo-people.ts. */
export interface DemoPeople {
  companyIds: Record<CompanyKey, number>;
  ownerUserId: number;
  employeeId(email: string): number;
  userId(userName: string): number;
  jobTitleId(companyId: number, name: DemoJobTitle): number;
  rosterEmployees: RosterEmployee[];
}

/**
 * The tenant, its companies, departments, employees and logins. Runs inside the seed's
 * transaction, where provisionTenant's own transaction becomes a savepoint.
 */
export async function insertDemoPeople(tx: Tx, input: DemoPeopleInput): Promise<DemoPeople> {
  const { tenantId, today } = input;
  const owner = required(DEMO_USERS[0], 'owner');
  const provisioned = await provisionDemoTenant(tx, input, owner);
  const companyIds = await addCompanies(tx, {
    tenantId,
    timeZone: input.timeZone,
    centrumId: provisioned.companyId,
  });
  await addPayrollSettings(tx, tenantId, companyIds);
  const jobTitleId = await addDepartmentsAndJobTitles(tx, tenantId, companyIds);
  const employeeRows = await addEmployees(tx, { tenantId, today, companyIds, jobTitleId });
  await addContractPeriods(tx, tenantId, employeeRows);
  const employeeId = (email: string) =>
    required(
      employeeRows.find((e) => e.email === email),
      email,
    ).id;
  const userId = await addLogins(tx, input, {
    owner,
    ownerUserId: provisioned.ownerUserId,
    centrumId: companyIds.centrum,
    employeeId,
  });
  return {
    companyIds,
    ownerUserId: provisioned.ownerUserId,
    employeeId,
    userId,
    jobTitleId,
    rosterEmployees: rosterEmployeesOf(today, companyIds, employeeId),
  };
}

/** The tenant with its first company, Centrum, and the owner's login. */
function provisionDemoTenant(
  tx: Tx,
  input: DemoPeopleInput,
  owner: DemoUser,
): Promise<ProvisionedTenant> {
  return provisionTenant(tx, {
    name: input.tenantName,
    plan: input.plan,
    companyName: DEMO_COMPANIES.centrum.companyName,
    owner: {
      userName: owner.userName,
      email: owner.email,
      password: input.password,
      role: owner.role,
    },
  });
}

async function addEmployees(
  tx: Tx,
  input: {
    tenantId: TenantId;
    today: LocalDate;
    companyIds: Record<CompanyKey, number>;
    jobTitleId: (companyId: number, name: DemoJobTitle) => number;
  },
) {
  const { tenantId, companyIds, jobTitleId } = input;
  return tx
    .insert(employees)
    .values(
      DEMO_EMPLOYEES.map((spec, index) => {
        const dates = employeeDates(spec, input.today);
        const companyId = companyIds[spec.company];
        return {
          tenantId,
          companyId,
          firstName: spec.firstName,
          lastName: spec.lastName,
          phoneNumber: spec.phoneNumber,
          dateOfBirth: dates.dateOfBirth,
          address: spec.address,
          email: spec.email,
          jobTitleId: jobTitleId(companyId, spec.jobTitle),
          startDate: toIsoDate(dates.startDate),
          endDate: dates.endDate && toIsoDate(dates.endDate),
          contractType: spec.contract.type,
          salary: spec.salary,
          hoursPerWeek: spec.hoursPerWeek,
          hoursRating: spec.hoursRating,
          // Numbered as a payroll system numbers people, so the demo's payroll export is complete.
          payrollNumber: String(1001 + index),
        };
      }),
    )
    .returning({
      id: employees.id,
      email: employees.email,
      startDate: employees.startDate,
      endDate: employees.endDate,
      contractType: employees.contractType,
      hoursPerWeek: employees.hoursPerWeek,
    });
}

/** Every demo employee's contract as one period, as migration 0014 gave every employee. */
async function addContractPeriods(
  tx: Tx,
  tenantId: TenantId,
  employeeRows: readonly (EmployeeContractFields & { id: number })[],
): Promise<void> {
  await insertPeriods(
    { tenantId, tx },
    employeeRows.flatMap((row) => {
      const period = initialContractPeriod(row);
      return period ? [{ employeeId: row.id, period }] : [];
    }),
  );
}

/** The owner exists already: link them to their employee, then add the other logins. */
async function addLogins(
  tx: Tx,
  input: DemoPeopleInput,
  ids: {
    owner: DemoUser;
    ownerUserId: number;
    centrumId: number;
    employeeId: (email: string) => number;
  },
): Promise<(userName: string) => number> {
  const { tenantId } = input;
  const { owner, employeeId } = ids;
  await tx
    .update(users)
    .set({ employeeId: owner.employeeEmail ? employeeId(owner.employeeEmail) : null })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, ids.ownerUserId)));
  const userRows = await tx
    .insert(users)
    .values(
      DEMO_USERS.slice(1).map((user) => ({
        tenantId,
        userName: user.userName,
        email: user.email,
        passwordHash: input.passwordHash,
        roles: [user.role],
        companyId: ids.centrumId,
        employeeId: user.employeeEmail ? employeeId(user.employeeEmail) : null,
      })),
    )
    .returning({ id: users.id, userName: users.userName });
  return (userName) =>
    required(
      userRows.find((u) => u.userName === userName),
      userName,
    ).id;
}

function rosterEmployeesOf(
  today: LocalDate,
  companyIds: Record<CompanyKey, number>,
  employeeId: (email: string) => number,
): RosterEmployee[] {
  return DEMO_EMPLOYEES.map((spec) => {
    const dates = employeeDates(spec, today);
    return {
      id: employeeId(spec.email),
      companyId: companyIds[spec.company],
      profile: spec.profile,
      hoursPerWeek: spec.hoursPerWeek,
      startDate: dates.startDate,
      endDate: dates.endDate,
    };
  });
}
