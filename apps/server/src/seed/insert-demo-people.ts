import { addDays, firstOfMonth, type LocalDate, toIsoDate } from '@klokwerk/domain/local-date';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import {
  categories,
  companies,
  companySettings,
  employees,
  jobTitles,
  payrollSettings,
  users,
} from '../db/schema/index';
import { initialContractPeriod } from '../modules/contracts/initial-period';
import { insertPeriods } from '../modules/contracts/repository';
import { provisionTenant } from '../modules/tenants/provision';
import type { TenantId } from '../tenancy/tenant-context';
import {
  type CompanyKey,
  DEMO_COMPANIES,
  DEMO_EMPLOYEES,
  DEMO_ORGANISATION,
  DEMO_USERS,
  type DemoCompany,
  type DemoEmployee,
  type DemoJobTitle,
} from './demo-people';
import type { RosterEmployee } from './demo-roster';

export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: ${what} missing`);
  return value;
}

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
  const { tenantId, today, timeZone } = input;
  const owner = required(DEMO_USERS[0], 'owner');
  const provisioned = await provisionTenant(tx, {
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

  // provisionTenant made Centrum with the default settings, which are Centrum's (on, 15 minutes).
  const companyColumns = (c: DemoCompany) => ({
    companyName: c.companyName,
    emailAddress: c.emailAddress,
    phoneNumber: c.phoneNumber,
    address: c.address,
    city: c.city,
    timeZone,
  });
  await tx
    .update(companies)
    .set(companyColumns(DEMO_COMPANIES.centrum))
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, provisioned.companyId)));
  const [strandRow] = await tx
    .insert(companies)
    .values({ tenantId, ...companyColumns(DEMO_COMPANIES.strand) })
    .returning({ id: companies.id });
  const companyIds: Record<CompanyKey, number> = {
    centrum: provisioned.companyId,
    strand: required(strandRow, 'Strand').id,
  };
  await tx.insert(companySettings).values({
    tenantId,
    companyId: companyIds.strand,
    applyPenalty: true,
    penaltyMinutes: DEMO_COMPANIES.strand.penaltyMinutes,
  });

  // As an owner fills them in for the payroll export: one Nmbrs customer, two companies.
  await tx.insert(payrollSettings).values(
    (['centrum', 'strand'] as const).map((key, index) => ({
      tenantId,
      companyId: companyIds[key],
      debtorNumber: '40123',
      companyNumber: String(index + 1),
      hoursCode: 'U2100',
    })),
  );

  // The same departments and job titles in both companies.
  const companyKeys = Object.keys(companyIds) as CompanyKey[];
  const categoryRows = await tx
    .insert(categories)
    .values(
      companyKeys.flatMap((key) =>
        DEMO_ORGANISATION.map((c) => ({ tenantId, companyId: companyIds[key], name: c.category })),
      ),
    )
    .returning({ id: categories.id, companyId: categories.companyId, name: categories.name });
  const jobTitleRows = await tx
    .insert(jobTitles)
    .values(
      categoryRows.flatMap((category) =>
        required(
          DEMO_ORGANISATION.find((c) => c.category === category.name),
          category.name,
        ).jobTitles.map((name) => ({
          tenantId,
          companyId: category.companyId,
          categoryId: category.id,
          name,
        })),
      ),
    )
    .returning({ id: jobTitles.id, companyId: jobTitles.companyId, name: jobTitles.name });
  const jobTitleId = (companyId: number, name: string) =>
    required(
      jobTitleRows.find((j) => j.companyId === companyId && j.name === name),
      `job title ${name}`,
    ).id;

  const employeeRows = await tx
    .insert(employees)
    .values(
      DEMO_EMPLOYEES.map((spec, index) => {
        const dates = employeeDates(spec, today);
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
  // Every demo employee's contract as one period, as migration 0014 gave every employee.
  await insertPeriods(
    { tenantId, tx },
    employeeRows.flatMap((row) => {
      const period = initialContractPeriod(row);
      return period ? [{ employeeId: row.id, period }] : [];
    }),
  );
  const employeeId = (email: string) =>
    required(
      employeeRows.find((e) => e.email === email),
      email,
    ).id;

  // The owner exists already: link them to their employee, then add the other logins.
  await tx
    .update(users)
    .set({ employeeId: owner.employeeEmail ? employeeId(owner.employeeEmail) : null })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, provisioned.ownerUserId)));
  const userRows = await tx
    .insert(users)
    .values(
      DEMO_USERS.slice(1).map((user) => ({
        tenantId,
        userName: user.userName,
        email: user.email,
        passwordHash: input.passwordHash,
        roles: [user.role],
        companyId: companyIds.centrum,
        employeeId: user.employeeEmail ? employeeId(user.employeeEmail) : null,
      })),
    )
    .returning({ id: users.id, userName: users.userName });

  return {
    companyIds,
    ownerUserId: provisioned.ownerUserId,
    employeeId,
    userId: (userName) =>
      required(
        userRows.find((u) => u.userName === userName),
        userName,
      ).id,
    jobTitleId,
    rosterEmployees: DEMO_EMPLOYEES.map((spec) => {
      const dates = employeeDates(spec, today);
      return {
        id: employeeId(spec.email),
        companyId: companyIds[spec.company],
        profile: spec.profile,
        hoursPerWeek: spec.hoursPerWeek,
        startDate: dates.startDate,
        endDate: dates.endDate,
      };
    }),
  };
}
