import { companiesCall } from '@klokwerk/contract/companies';
import { correctionsOfCompanyCall } from '@klokwerk/contract/corrections';
import type { MonthStatus } from '@klokwerk/contract/month-closing';
import { monthStatusCall } from '@klokwerk/contract/month-closing';
import { hoursReportCall, wageCostReportCall } from '@klokwerk/contract/reports';
import { timeRecordsOfCompanyCall } from '@klokwerk/contract/time';
import { netSeconds } from '@klokwerk/domain/breaks';
import type { Corrections } from '../../../lib/queries/corrections';
import { DEMO_COMPANIES } from '../../../test/companies';
import { fakeApi, refusal } from '../../../test/fake-api';
import type { HoursReport } from '../api/get-hours-report';
import type { TimeRecords } from '../api/get-time-records';
import type { WageCostReport } from '../api/get-wage-cost';
import type { WorkedHours } from '../api/get-worked-hours';

const emma = {
  employeeId: 5,
  firstName: 'Emma',
  lastName: 'Smit',
  email: 'emma@demohoreca.example',
};
const lars = {
  employeeId: 6,
  firstName: 'Lars',
  lastName: 'de Boer',
  email: 'lars@demohoreca.example',
};

type Registered = Omit<
  TimeRecords[number],
  'effectiveClockOutTime' | 'correctionId' | 'workedSeconds' | 'netSeconds'
>;

/** A registration as the list answers it when no correction applies to it. */
export function uncorrected(record: Registered): TimeRecords[number] {
  const worked =
    record.clockOutTime === null
      ? null
      : (Date.parse(record.clockOutTime) - Date.parse(record.clockInTime)) / 1000;
  return {
    ...record,
    effectiveClockOutTime: record.clockOutTime,
    correctionId: null,
    workedSeconds: worked,
    netSeconds: worked === null ? null : netSeconds(worked),
  };
}

/** October 2026 (summer time until the 25th): 07:58Z is 09:58 in Amsterdam. */
export const RECORDS: TimeRecords = (<Registered[]>[
  {
    recordId: 101,
    companyId: 1,
    employee: emma,
    clockInTime: '2026-10-05T07:58:00.000Z',
    clockOutTime: '2026-10-05T16:02:00.000Z',
    approvalStatus: 'Approved',
    rejectionReason: null,
    source: 'kiosk',
  },
  {
    recordId: 102,
    companyId: 1,
    employee: lars,
    clockInTime: '2026-10-06T15:00:00.000Z',
    clockOutTime: '2026-10-06T23:30:00.000Z',
    approvalStatus: 'Approved',
    rejectionReason: null,
    source: 'kiosk',
  },
  {
    recordId: 103,
    companyId: 1,
    employee: lars,
    clockInTime: '2026-10-27T09:00:00.000Z',
    clockOutTime: '2026-10-27T09:01:00.000Z',
    approvalStatus: 'Rejected',
    rejectionReason: 'Reason not provided',
    source: 'kiosk',
  },
]).map(uncorrected);

export const HOURS: HoursReport = {
  year: 2026,
  month: 10,
  pendingCount: 0,
  employees: [
    {
      employeeId: 5,
      name: 'Emma Smit',
      scheduledHours: 25.5,
      scheduledHoursWithBreak: 24,
      workedHours: 25.583333333333332,
      actualHours: 25.333333333333332,
      actualHoursWithBreak: 23.833333333333332,
      lateHours: 0.2,
      penaltyHours: 0.25,
    },
  ],
};

export const WAGE_COST: WageCostReport = {
  year: 2026,
  month: 10,
  rows: [
    {
      employeeId: 5,
      email: emma.email,
      firstName: 'Emma',
      lastName: 'Smit',
      hourlyRate: 15.4,
      hoursWorked: 80.16666666666667,
      expense: 1234.57,
      bands: [
        {
          bandId: '1',
          name: 'Zondag',
          hoursCode: 'T50',
          percent: 50,
          hours: 12.15,
          surcharge: 93.56,
        },
        {
          bandId: '2',
          name: 'Nacht',
          hoursCode: 'T25',
          percent: 12.5,
          hours: 2,
          surcharge: 3.85,
        },
      ],
      surcharge: 97.41,
      totalCost: 1331.98,
      leaveHours: { vakantie: 12.8, bijzonder: 0, onbetaald: 0 },
      sickHours: 0,
    },
    {
      employeeId: 6,
      email: lars.email,
      firstName: 'Lars',
      lastName: 'de Boer',
      hourlyRate: 18,
      hoursWorked: 7.5,
      expense: 135,
      bands: [],
      surcharge: 0,
      totalCost: 135,
      leaveHours: { vakantie: 0, bijzonder: 0, onbetaald: 0 },
      sickHours: 6.4,
    },
  ],
  totalExpense: 1369.57,
  totalCost: 1466.98,
  skippedRecords: 0,
};

export const OWN_RECORDS: WorkedHours = [
  {
    recordId: 101,
    companyId: 1,
    employee: emma,
    clockInTime: '2026-10-05T07:58:00.000Z',
    clockOutTime: null,
    approvalStatus: 'Approved',
    rejectionReason: null,
    source: 'kiosk',
    effectiveClockOutTime: '2026-10-05T16:00:00.000Z',
    correctionId: 9,
    workedSeconds: 29_520,
    netSeconds: 27_720,
  },
];

export const CORRECTIONS: Corrections = [
  {
    correctionId: 9,
    companyId: 1,
    employeeId: 5,
    employeeEmail: emma.email,
    employeeName: 'Emma Smit',
    firstName: 'Emma',
    lastName: 'Smit',
    requestedTime: '2026-10-05T16:00:00.000Z',
    reason: 'Vergeten uit te klokken',
    status: 'APPROVED',
    rejectionReason: null,
    createdAt: '2026-10-06T08:00:00.000Z',
    reviewedAt: '2026-10-06T09:00:00.000Z',
    recordId: 101,
    clockOutTime: null,
  },
  {
    correctionId: 10,
    companyId: 1,
    employeeId: 6,
    employeeEmail: lars.email,
    employeeName: 'Lars de Boer',
    firstName: 'Lars',
    lastName: 'de Boer',
    requestedTime: '2026-10-06T23:45:00.000Z',
    reason: 'Kassa afgesloten',
    status: 'PENDING',
    rejectionReason: null,
    createdAt: '2026-10-07T08:00:00.000Z',
    reviewedAt: null,
    recordId: 102,
    clockOutTime: '2026-10-06T23:30:00.000Z',
  },
];

/** October 2026 of Demo Horeca Centrum, never closed. */
export const OPEN_MONTH: MonthStatus = {
  companyId: 1,
  year: 2026,
  month: 10,
  closed: false,
  closedAt: null,
  closedBy: null,
  reopenedAt: null,
  reopenedBy: null,
  reason: null,
  history: [],
};

/** The same month, closed by the owner on 2 November at 10:15 Amsterdam time. */
export const CLOSED_MONTH: MonthStatus = {
  ...OPEN_MONTH,
  closed: true,
  closedAt: '2026-11-02T09:15:00.000Z',
  closedBy: { userId: 1, userName: 'eigenaar', fullName: 'Eva de Vries' },
  history: [
    {
      closingId: 7,
      closedAt: '2026-11-02T09:15:00.000Z',
      closedBy: { userId: 1, userName: 'eigenaar', fullName: 'Eva de Vries' },
      reopenedAt: null,
      reopenedBy: null,
      reason: null,
    },
  ],
};

/**
 * A fake server for the reports: October 2026 of Demo Horeca Centrum, an open month. A test
 * declares the call it is about on the returned api, on top of these.
 */
export function fakeReportsApi() {
  const centrumOnly = <T>(companyId: number, answer: T) =>
    companyId === 1 ? answer : refusal(404, 'NOT_FOUND', 'Niet gevonden.');
  return fakeApi()
    .on(companiesCall, DEMO_COMPANIES)
    .on(hoursReportCall, HOURS)
    .on(timeRecordsOfCompanyCall, ({ params }) => centrumOnly(params.companyId, RECORDS))
    .on(wageCostReportCall, WAGE_COST)
    .on(correctionsOfCompanyCall, ({ params }) => centrumOnly(params.companyId, CORRECTIONS))
    .on(monthStatusCall, OPEN_MONTH);
}
