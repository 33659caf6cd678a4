import { companiesCall } from '@klokwerk/contract/companies';
import {
  contractsOfEmployeeCall,
  createContractPeriodCall,
  deleteContractPeriodCall,
  updateContractPeriodCall,
} from '@klokwerk/contract/employee-contracts';
import {
  createEmployeeCall,
  deleteEmployeeCall,
  employeeBsnCall,
  employeesOfCompanyCall,
  updateEmployeeCall,
} from '@klokwerk/contract/employees';
import {
  createLeaveCorrectionCall,
  leaveAdjustmentsCall,
  saveLeaveOpeningCall,
} from '@klokwerk/contract/leave-adjustments';
import { categoriesOfCompanyCall, jobTitlesOfCompanyCall } from '@klokwerk/contract/organisation';
import { assignRoleCall, deleteUserCall, usersOfCompanyCall } from '@klokwerk/contract/users';
import type { CompanyUsers } from '../../../lib/queries/company-users';
import type { CompanyEmployees, Employee } from '../../../lib/queries/employees';
import type { Categories, JobTitles } from '../../../lib/queries/organisation';
import { DEMO_COMPANIES } from '../../../test/companies';
import { fakeApi, refusal } from '../../../test/fake-api';
import type { ContractPeriod, EmployeeContracts } from '../api/contracts';
import type { LeaveAdjustments } from '../api/leave-adjustments';

export const CATEGORIES: Categories = [
  { id: 1, name: 'Keuken', companyId: 1 },
  { id: 2, name: 'Bediening', companyId: 1 },
];

export const JOB_TITLES: JobTitles = [
  { id: 11, name: 'Kok', categoryId: 1, companyId: 1 },
  { id: 12, name: 'Afwasser', categoryId: 1, companyId: 1 },
  { id: 21, name: 'Ober', categoryId: 2, companyId: 1 },
];

function person(employeeId: number, firstName: string, lastName: string, more: Partial<Employee>) {
  return {
    employeeId,
    companyId: 1,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@demohoreca.example`,
    phoneNumber: '0614827305',
    dateOfBirth: '1981-03-12',
    address: 'Utrechtsestraat 112-2, Amsterdam',
    jobTitleId: 11,
    jobTitle: { id: 11, name: 'Kok' },
    startDate: '2020-01-01',
    endDate: null,
    contractType: 'Onbepaalde tijd',
    hoursPerWeek: 38,
    salary: 22.5,
    hoursRating: 1,
    ...more,
  } satisfies Employee;
}

/** Today in these tests is 2025-03-10 (see the page test). */
export const EMPLOYEES: CompanyEmployees = [
  person(1, 'Mark', 'Jansen', { payrollNumber: '1001' }),
  person(2, 'Emma', 'Smit', {
    phoneNumber: '0629584170',
    jobTitleId: 21,
    jobTitle: { id: 21, name: 'Ober' },
    endDate: '2025-08-01',
    contractType: 'Bepaalde tijd',
    salary: 15.4,
    hoursPerWeek: 27.5,
    hoursRating: 1.2,
  }),
  person(3, 'Thijs', 'Mulder', {
    phoneNumber: '0612674093',
    jobTitleId: 12,
    jobTitle: { id: 12, name: 'Afwasser' },
    endDate: '2025-02-28',
    contractType: 'Bepaalde tijd',
  }),
  person(4, 'Julia', 'van Dijk', {
    phoneNumber: '0617429356',
    dateOfBirth: null,
    address: null,
  }),
];

export const USERS: CompanyUsers = [
  {
    userName: 'medewerker',
    email: 'emma@demohoreca.example',
    roles: ['MEDEWERKER'],
    employeeId: 2,
    fullName: 'Emma Smit',
  },
  {
    userName: 'eigenaar',
    email: 'mark@demohoreca.example',
    roles: ['EIGENAAR'],
    employeeId: 1,
    fullName: 'Mark Jansen',
  },
];

/**
 * The calls of the employee screen for one tenant in memory. A test declares a refusal or
 * another answer of a call on the returned api, on top of these.
 */
export function fakeEmployeesApi() {
  let employees = EMPLOYEES.map((e) => ({ ...e }));
  let users = USERS.map((u) => ({ ...u }));
  let nextId = 100;
  // Each employee's contract as the server gives it from the row: one period from the start.
  const periods = new Map<number, ContractPeriod[]>(
    EMPLOYEES.map((e) => [
      e.employeeId,
      [
        {
          contractId: 500 + e.employeeId,
          from: e.startDate ?? '2020-01-01',
          to: e.endDate,
          kind: 'fixed',
          minutesPerWeek: Math.round((e.hoursPerWeek ?? 0) * 60),
          minMinutesPerWeek: null,
          maxMinutesPerWeek: null,
          workingWeekdays: [1, 2, 3, 4, 5],
        },
      ],
    ]),
  );
  const contractsOf = (employeeId: number): EmployeeContracts => ({
    employeeId,
    hoursPerWeek: employees.find((e) => e.employeeId === employeeId)?.hoursPerWeek ?? null,
    periods: [...(periods.get(employeeId) ?? [])].sort((a, b) => a.from.localeCompare(b.from)),
  });
  const leave = new Map<number, LeaveAdjustments>();
  const leaveOf = (employeeId: number): LeaveAdjustments =>
    leave.get(employeeId) ?? { employeeId, opening: null, corrections: [] };

  return (
    fakeApi()
      .on(companiesCall, DEMO_COMPANIES)
      .on(employeesOfCompanyCall, ({ params }) =>
        employees.filter((e) => e.companyId === params.companyId),
      )
      .on(jobTitlesOfCompanyCall, ({ params }) =>
        JOB_TITLES.filter((j) => j.companyId === params.companyId),
      )
      .on(categoriesOfCompanyCall, ({ params }) =>
        CATEGORIES.filter((c) => c.companyId === params.companyId),
      )
      .on(usersOfCompanyCall, () => users)
      .on(employeeBsnCall, { socialSecurityNumber: '123456782' })
      .on(contractsOfEmployeeCall, ({ params }) => contractsOf(params.employeeId))
      .on(createContractPeriodCall, ({ params, input }) => {
        const { hours, ...dates } = input;
        const added: ContractPeriod = {
          contractId: nextId++,
          ...dates,
          kind: hours.kind,
          minutesPerWeek: hours.kind === 'fixed' ? hours.minutesPerWeek : null,
          minMinutesPerWeek: hours.kind === 'minMax' ? hours.minMinutesPerWeek : null,
          maxMinutesPerWeek: hours.kind === 'minMax' ? hours.maxMinutesPerWeek : null,
          workingWeekdays: [...input.workingWeekdays],
        };
        periods.set(params.employeeId, [...(periods.get(params.employeeId) ?? []), added]);
        return contractsOf(params.employeeId);
      })
      .on(updateContractPeriodCall, ({ params, input }) => {
        const { hours, ...dates } = input;
        periods.set(
          params.employeeId,
          (periods.get(params.employeeId) ?? []).map((p) =>
            p.contractId === params.contractId
              ? {
                  ...p,
                  ...dates,
                  kind: hours.kind,
                  minutesPerWeek: hours.kind === 'fixed' ? hours.minutesPerWeek : null,
                  minMinutesPerWeek: hours.kind === 'minMax' ? hours.minMinutesPerWeek : null,
                  maxMinutesPerWeek: hours.kind === 'minMax' ? hours.maxMinutesPerWeek : null,
                  workingWeekdays: [...input.workingWeekdays],
                }
              : p,
          ),
        );
        return contractsOf(params.employeeId);
      })
      .on(deleteContractPeriodCall, ({ params }) => {
        periods.set(
          params.employeeId,
          (periods.get(params.employeeId) ?? []).filter((p) => p.contractId !== params.contractId),
        );
        return contractsOf(params.employeeId);
      })
      .on(leaveAdjustmentsCall, ({ params }) => leaveOf(params.employeeId))
      .on(saveLeaveOpeningCall, ({ params, input }) => {
        const saved = {
          ...leaveOf(params.employeeId),
          opening: { ...input, updatedAt: '2025-03-10T10:00:00.000Z', updatedBy: 'eigenaar' },
        };
        leave.set(params.employeeId, saved);
        return saved;
      })
      .on(createLeaveCorrectionCall, ({ params, input }) => {
        const before = leaveOf(params.employeeId);
        const saved = {
          ...before,
          corrections: [
            ...before.corrections,
            {
              correctionId: nextId++,
              ...input,
              createdAt: '2025-03-10T10:00:00.000Z',
              createdBy: 'eigenaar',
            },
          ],
        };
        leave.set(params.employeeId, saved);
        return saved;
      })
      .on(updateEmployeeCall, ({ params, body }) => {
        const input = body as Record<string, unknown>;
        const jobTitleId = Number(input.jobTitleId);
        const title = JOB_TITLES.find((j) => j.id === jobTitleId);
        employees = employees.map((e) =>
          e.employeeId === params.employeeId
            ? {
                ...e,
                ...(input as Partial<Employee>),
                jobTitleId,
                jobTitle: title ? { id: title.id, name: title.name } : null,
                endDate: (input.endDate as string) || null,
                salary: Number(input.salary),
                // The hours follow the contract periods: a PUT does not send them.
                hoursPerWeek: e.hoursPerWeek,
              }
            : e,
        );
        return (
          employees.find((e) => e.employeeId === params.employeeId) ??
          refusal(404, 'NOT_FOUND', 'Niet gevonden.')
        );
      })
      .on(createEmployeeCall, ({ body }) => {
        const input = body as Record<string, unknown>;
        const created = person(nextId++, String(input.firstName), String(input.lastName), {
          companyId: Number(input.companyId),
          email: String(input.email),
          phoneNumber: (input.phoneNumber as string) || null,
          dateOfBirth: null,
          address: null,
          jobTitleId: null,
          jobTitle: null,
          startDate: null,
          contractType: null,
          salary: null,
          hoursPerWeek: null,
        });
        employees = [...employees, created];
        return created;
      })
      .on(deleteEmployeeCall, ({ params }) => {
        employees = employees.filter((e) => e.employeeId !== params.employeeId);
        users = users.filter((u) => u.employeeId !== params.employeeId);
        return {
          employeeId: params.employeeId,
          archived: true,
          message: 'De medewerker is gearchiveerd: er zijn geregistreerde uren.',
        };
      })
      // Our server removes the linked account with its employee: the account is gone already.
      .on(deleteUserCall, refusal(404, 'NOT_FOUND', 'Niet gevonden.'))
      .on(assignRoleCall, ({ params, body }) => {
        const roles = body as string[];
        users = users.map((u) => (u.userName === params.userName ? { ...u, roles } : u));
        return { userName: params.userName, roles };
      })
  );
}
