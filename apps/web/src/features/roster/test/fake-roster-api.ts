import {
  availabilityOfCompanyCall,
  availabilityOfEmployeeCall,
} from '@klokwerk/contract/availability';
import { ownCalendarFeedCall } from '@klokwerk/contract/calendar-feed';
import { companiesCall } from '@klokwerk/contract/companies';
import { complianceCall, complianceCheckCall } from '@klokwerk/contract/compliance';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import type { ComplianceReport } from '@klokwerk/contract/labour-findings';
import { leaveOfCompanyCall } from '@klokwerk/contract/leave';
import { openShiftsOfCompanyCall } from '@klokwerk/contract/open-shifts';
import { categoriesOfCompanyCall, jobTitlesOfCompanyCall } from '@klokwerk/contract/organisation';
import {
  applyTemplateCall,
  copyScheduleCall,
  createConceptCall,
  deleteScheduleCall,
  publishWeekCall,
  saveTemplateCall,
  schedulesOfCompanyCall,
  templatesOfCompanyCall,
  updateScheduleCall,
} from '@klokwerk/contract/schedules';
import { saveShiftMailsCall, shiftMailsCall } from '@klokwerk/contract/shift-mails';
import { shiftOffersOfCompanyCall } from '@klokwerk/contract/shift-offers';
import { sicknessOfCompanyCall } from '@klokwerk/contract/sickness';
import { staffingCoverageCall } from '@klokwerk/contract/staffing';
import { parseInstant } from '@klokwerk/domain/parse-instant';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import type { Categories, JobTitles } from '../../../lib/queries/organisation';
import { DEMO_COMPANIES } from '../../../test/companies';
import { fakeApi } from '../../../test/fake-api';
import type { CompanyAvailability } from '../api/get-company-availability';
import type { Schedules } from '../api/get-schedules';

function employee(
  employeeId: number,
  firstName: string,
  lastName: string,
  jobTitle: { id: number; name: string } | null,
  companyId = 1,
): CompanyEmployees[number] {
  return {
    employeeId,
    companyId,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@demohoreca.example`,
    phoneNumber: null,
    dateOfBirth: null,
    address: null,
    jobTitleId: jobTitle?.id ?? null,
    jobTitle,
    startDate: null,
    endDate: null,
    contractType: null,
    hoursPerWeek: null,
  };
}

const KOK = { id: 11, name: 'Kok' };
const OBER = { id: 12, name: 'Ober' };

export const EMPLOYEES: CompanyEmployees = [
  employee(1, 'Anna', 'de Vries', KOK),
  employee(2, 'Bram', 'Bakker', OBER),
  employee(3, 'Cees', 'Aalders', null),
  employee(9, 'Sophie', 'Strand', OBER, 2),
];

const JOB_TITLES: JobTitles = [
  { ...KOK, categoryId: 21, companyId: 1 },
  { ...OBER, categoryId: 22, companyId: 1 },
];

const CATEGORIES: Categories = [
  { id: 21, name: 'Keuken', companyId: 1 },
  { id: 22, name: 'Bediening', companyId: 1 },
  { id: 23, name: 'Management', companyId: 1 },
];

export function rosterEmployee(id: number) {
  const found = EMPLOYEES.find((e) => e.employeeId === id);
  if (!found) throw new Error(`geen medewerker ${id}`);
  return {
    employeeId: found.employeeId,
    firstName: found.firstName,
    lastName: found.lastName,
    email: found.email,
    jobTitle: found.jobTitle,
    categoryId: JOB_TITLES.find((j) => j.id === found.jobTitleId)?.categoryId ?? null,
  };
}

function scheduled(
  scheduleId: number,
  employeeId: number,
  start: string,
  end: string,
  status: Schedules[number]['status'] = 'DEFINITIVE',
) {
  const person = rosterEmployee(employeeId);
  return {
    scheduleId,
    status,
    employee: person,
    employeeEmail: person.email,
    companyId: 1,
    startTime: start,
    endTime: end,
  } satisfies Schedules[number];
}

/**
 * The week of Monday 10 March 2025 in Amsterdam (CET, UTC+1): Anna on Tuesday 09:00–17:00,
 * Bram on Wednesday night 22:00–04:00.
 */
export const SCHEDULES: Schedules = [
  scheduled(101, 1, '2025-03-11T08:00:00.000Z', '2025-03-11T16:00:00.000Z'),
  scheduled(102, 2, '2025-03-12T21:00:00.000Z', '2025-03-13T03:00:00.000Z'),
];

export const AVAILABILITY: CompanyAvailability = [
  {
    id: 1,
    employeeId: 1,
    companyId: 1,
    startTime: '2025-03-14T07:00:00.000Z',
    endTime: '2025-03-14T22:00:00.000Z',
    available: false,
    employee: { firstName: 'Anna', lastName: 'de Vries' },
  },
  {
    id: 2,
    employeeId: 2,
    companyId: 1,
    startTime: '2025-03-15T09:00:00.000Z',
    endTime: '2025-03-15T17:00:00.000Z',
    available: true,
    employee: { firstName: 'Bram', lastName: 'Bakker' },
  },
];

/** A roster within the Arbeidstijdenwet: what the compliance calls answer unless overridden. */
export const NO_FINDINGS: ComplianceReport = { findings: [], withoutBirthDate: [] };

/** A concept shift, as the server answers it to planners. */
export function concept(scheduleId: number, employeeId: number, start: string, end: string) {
  return scheduled(scheduleId, employeeId, start, end, 'CONCEPT');
}

/** Friday 14 March 2025: Anna 09:00–17:00 and Bram's night 22:00–04:00, both concepts. */
export const CONCEPTS: Schedules = [
  concept(201, 1, '2025-03-14T08:00:00.000Z', '2025-03-14T16:00:00.000Z'),
  concept(202, 2, '2025-03-14T21:00:00.000Z', '2025-03-15T03:00:00.000Z'),
];

const ZONE = 'Europe/Amsterdam';

function instant(wallClock: string): string {
  const parsed = parseInstant(wallClock, ZONE);
  if (!parsed.ok) throw new Error(`geen tijd: ${wallClock}`);
  return parsed.instant.toISOString();
}

/**
 * The calls of the roster for one tenant in memory, with `concepts` on the roster too. A test
 * declares a refusal or another answer of a call on the returned api, on top of these.
 */
export function fakeRosterApi(concepts: Schedules = []) {
  let schedules = [...SCHEDULES, ...concepts];
  let nextId = 300;
  let shiftMails = true;

  return fakeApi()
    .on(companiesCall, DEMO_COMPANIES)
    .on(employeesOfCompanyCall, ({ params }) =>
      EMPLOYEES.filter((e) => e.companyId === params.companyId),
    )
    .on(jobTitlesOfCompanyCall, ({ params }) =>
      JOB_TITLES.filter((j) => j.companyId === params.companyId),
    )
    .on(categoriesOfCompanyCall, ({ params }) =>
      CATEGORIES.filter((c) => c.companyId === params.companyId),
    )
    .on(schedulesOfCompanyCall, ({ params }) =>
      schedules.filter((s) => s.companyId === params.companyId),
    )
    .on(availabilityOfCompanyCall, ({ params }) =>
      AVAILABILITY.filter((a) => a.companyId === params.companyId),
    )
    .on(availabilityOfEmployeeCall, ({ params }) =>
      AVAILABILITY.filter((a) => a.employeeId === params.employeeId),
    )
    .on(createConceptCall, ({ body }) => {
      const person = EMPLOYEES.find((e) => e.email === body.employeeEmail);
      const created = concept(
        nextId++,
        person?.employeeId ?? 1,
        instant(String(body.startTime)),
        instant(String(body.endTime)),
      );
      schedules = [...schedules, created];
      return { ...created, warnings: [] };
    })
    .on(updateScheduleCall, ({ params, body }) => {
      const person = EMPLOYEES.find((e) => e.email === body.employeeEmail);
      const old = schedules.find((s) => s.scheduleId === params.scheduleId);
      const moved = scheduled(
        params.scheduleId,
        person?.employeeId ?? 1,
        instant(String(body.startTime)),
        instant(String(body.endTime)),
        old?.status,
      );
      schedules = schedules.map((s) => (s.scheduleId === params.scheduleId ? moved : s));
      return { ...moved, warnings: [] };
    })
    .on(publishWeekCall, ({ body }) => {
      const from = instant(`${body.week}T00:00:00`);
      const to = new Date(new Date(from).getTime() + 7 * 86_400_000).toISOString();
      const published = schedules.filter(
        (s) => s.status === 'CONCEPT' && s.startTime >= from && s.startTime < to,
      );
      const ids = new Set(published.map((s) => s.scheduleId));
      schedules = schedules.map((s) =>
        ids.has(s.scheduleId) ? { ...s, status: 'DEFINITIVE' as const } : s,
      );
      return {
        shifts: published.map((s) => ({ ...s, status: 'DEFINITIVE' as const, warnings: [] })),
        findings: NO_FINDINGS,
        mailed: new Set(published.map((s) => s.employee.employeeId)).size,
      };
    })
    .on(copyScheduleCall, { created: [], skipped: [] })
    .on(templatesOfCompanyCall, [])
    .on(saveTemplateCall, ({ body }) => ({ templateId: 1, name: String(body.name), shiftCount: 2 }))
    .on(applyTemplateCall, { created: [], skipped: [] })
    .on(shiftMailsCall, () => ({ enabled: shiftMails }))
    .on(saveShiftMailsCall, ({ body }) => {
      shiftMails = body.enabled;
      return { enabled: shiftMails };
    })
    .on(complianceCall, NO_FINDINGS)
    .on(complianceCheckCall, NO_FINDINGS)
    .on(deleteScheduleCall, ({ params }) => {
      schedules = schedules.filter((s) => s.scheduleId !== params.scheduleId);
      return { scheduleId: params.scheduleId };
    })
    .on(ownCalendarFeedCall, null)
    .on(staffingCoverageCall, ({ query }) => ({
      week: String(query.week),
      needs: [],
      plannedCostCents: 0,
      weeklyBudgetCents: null,
    }))
    .on(leaveOfCompanyCall, [])
    .on(sicknessOfCompanyCall, [])
    .on(openShiftsOfCompanyCall, [])
    .on(shiftOffersOfCompanyCall, []);
}
