import type { AuditEntry } from '@klokwerk/contract/audit';

const owner = { userId: 7, userName: 'eigenaar', fullName: 'Eva de Eigenaar' };
const emma = { 'employee:4': 'Emma Jansen' };
const bram = { 'employee:5': 'Bram de Vries' };
const shift = { 'schedule:90': 'Emma Jansen, 23-11-2026 17:00' };

let id = 0;
/** An entry of `action` as the server writes it (apps/server's recordAudit calls) and names it. */
function entry(
  action: string,
  entity: string,
  entityId: number | null,
  details: Record<string, unknown> | null,
  named: { subject?: string; names?: Record<string, string> } = {},
): AuditEntry {
  id += 1;
  return {
    auditId: 1000 - id,
    at: '2026-11-23T12:00:00.000Z',
    action,
    entity,
    entityId,
    actor: owner,
    details,
    subject: named.subject ?? null,
    names: named.names ?? {},
  };
}

const period = {
  from: '2026-01-01',
  to: null,
  kind: 'fixed',
  minutesPerWeek: 1920,
  minMinutesPerWeek: null,
  maxMinutesPerWeek: null,
  workingWeekdays: [1, 2, 3, 4, 5],
};
const paySettings = {
  liberationDay: 'lustrumYears',
  goodFriday: false,
  paidHolidays: ['eersteKerstdag'],
  extraLeaveUnit: 'none',
  extraLeaveDaysPerYear: null,
  extraLeaveMinutesPerYear: null,
  fullTimeMinutesPerWeek: 2280,
  sickHoursBasis: 'plannedShifts',
  surchargeBands: [] as unknown[],
};
const night = {
  name: 'Nacht',
  kind: 'timeOfDay',
  fromTime: '22:00',
  toTime: '06:00',
  weekdays: [],
  percent: 25,
  hoursCode: 'N25',
};

/** One entry of every action the server records, with realistic details, keyed by action. */
export const EVERY_ACTION: AuditEntry[] = [
  entry(
    'time.record.create',
    'time_record',
    11,
    { employeeId: 4, clockInTime: '2026-11-23T08:00:00.000Z', clockOutTime: null },
    { subject: 'Emma Jansen, 23-11-2026 09:00', names: emma },
  ),
  entry(
    'time.record.update',
    'time_record',
    11,
    {
      before: {
        clockInTime: '2026-11-23T08:00:00.000Z',
        clockOutTime: null,
        approvalStatus: 'Rejected',
        rejectionReason: 'Niet gewerkt',
      },
      after: {
        clockInTime: '2026-11-23T08:00:00.000Z',
        clockOutTime: '2026-11-23T16:30:00.000Z',
        approvalStatus: 'Pending',
        rejectionReason: null,
      },
    },
    { subject: 'Emma Jansen, 23-11-2026 09:00' },
  ),
  entry(
    'time.record.approval',
    'time_record',
    11,
    {
      before: { approvalStatus: 'Pending', rejectionReason: null, needsReview: true },
      after: { approvalStatus: 'Approved', rejectionReason: null, needsReview: false },
    },
    { subject: 'Emma Jansen, 23-11-2026 09:00' },
  ),
  entry('time.record.forgotten-clock-out', 'time_record', 12, {
    clockInTime: '2026-11-22T16:00:00.000Z',
    closedAt: '2026-11-23T07:58:00.000Z',
  }),
  entry('time.record.corrected-clock-out', 'time_record', 12, {
    before: { clockOutTime: null },
    after: { clockOutTime: '2026-11-22T22:15:00.000Z' },
  }),
  entry('correction.approve', 'correction', 3, {
    before: { status: 'PENDING' },
    after: { status: 'APPROVED' },
  }),
  entry('correction.reject', 'correction', 3, {
    before: { status: 'PENDING' },
    after: { status: 'REJECTED', rejectionReason: 'Niet gewerkt' },
  }),
  entry('correction.update-time', 'correction', 3, {
    before: { requestedTime: '2026-11-18T17:15:00.000Z' },
    after: { requestedTime: '2026-11-18T18:05:00.000Z' },
  }),
  entry(
    'employee.create',
    'employee',
    4,
    { salary: 14.5, hoursRating: 1, payrollNumber: 'P-104' },
    { subject: 'Emma Jansen' },
  ),
  entry(
    'employee.pay.change',
    'employee',
    4,
    { before: { salary: 14.5, hoursRating: 1 }, after: { salary: 1234.56, hoursRating: 1.25 } },
    { subject: 'Emma Jansen' },
  ),
  entry(
    'employee.payroll-number.change',
    'employee',
    4,
    { before: { payrollNumber: null }, after: { payrollNumber: 'P-104' } },
    { subject: 'Emma Jansen' },
  ),
  entry('bsn.view', 'employee', 4, null, { subject: 'Emma Jansen' }),
  entry('bsn.change', 'employee', 4, null, { subject: 'Emma Jansen' }),
  entry('bsn.remove', 'employee', 4, null, { subject: 'Emma Jansen' }),
  entry('employee.archive', 'employee', 4, null, { subject: 'Emma Jansen' }),
  entry('employee.delete', 'employee', 6, null),
  entry(
    'employee.contract.create',
    'employee',
    4,
    { contractId: 40, after: period },
    { subject: 'Emma Jansen' },
  ),
  entry(
    'employee.contract.change',
    'employee',
    4,
    { contractId: 40, before: period, after: { ...period, to: '2026-06-30' } },
    { subject: 'Emma Jansen' },
  ),
  entry(
    'employee.contract.delete',
    'employee',
    4,
    { contractId: 40, before: period },
    { subject: 'Emma Jansen' },
  ),
  entry(
    'leave.opening.change',
    'employee',
    4,
    {
      before: null,
      after: { year: 2026, pots: [{ kind: 'statutory', accrualYear: 2025, minutes: 2400 }] },
    },
    { subject: 'Emma Jansen' },
  ),
  entry(
    'leave.correction.create',
    'employee',
    4,
    { correctionId: 3, date: '2026-03-02', kind: 'statutory', minutes: -270, reason: 'Op papier' },
    { subject: 'Emma Jansen' },
  ),
  entry('role.change', 'user', 12, {
    userName: 'planner',
    before: ['MEDEWERKER'],
    after: ['ROOSTERMAKER'],
  }),
  entry('user.delete', 'user', 13, {
    userName: 'oud',
    email: 'oud@example.nl',
    roles: ['MEDEWERKER'],
  }),
  entry('user.email_change', 'user', 12, {
    userName: 'planner',
    before: 'planner@example.nl',
    after: 'rooster@example.nl',
  }),
  entry('user.password_reset_link', 'user', 12, { userName: 'planner', via: 'user-management' }),
  entry('user.password_reset', 'user', 12, { via: 'cli' }, { subject: 'planner' }),
  entry('expense.save', 'expense', 8, {
    companyId: 1,
    year: 2026,
    month: 11,
    totalExpenseCents: 2_379_070,
  }),
  entry(
    'schedule.create',
    'schedule',
    90,
    { employeeId: 4, startTime: '2026-11-23T16:00:00.000Z', endTime: '2026-11-23T23:00:00.000Z' },
    { subject: 'Emma Jansen, 23-11-2026 17:00', names: emma },
  ),
  entry(
    'schedule.update',
    'schedule',
    90,
    {
      before: {
        employeeId: 4,
        startTime: '2026-11-23T16:00:00.000Z',
        endTime: '2026-11-23T23:00:00.000Z',
      },
      after: {
        employeeId: 5,
        startTime: '2026-11-23T16:00:00.000Z',
        endTime: '2026-11-23T23:00:00.000Z',
      },
    },
    { subject: 'Bram de Vries, 23-11-2026 17:00', names: { ...emma, ...bram } },
  ),
  entry(
    'schedule.delete',
    'schedule',
    91,
    { employeeId: 4, startTime: '2026-11-20T16:00:00.000Z', endTime: '2026-11-20T23:00:00.000Z' },
    { names: emma },
  ),
  entry(
    'schedule.propose',
    'company',
    1,
    { week: '2026-11-30', shifts: 42 },
    { subject: 'Demo Horeca Centrum' },
  ),
  entry(
    'month.close',
    'month_closing',
    3,
    {
      companyId: 1,
      year: 2026,
      month: 10,
      after: { closed: true, paidSeconds: 315_600, totalExpenseCents: 136_957 },
    },
    { names: { 'company:1': 'Demo Horeca Centrum' } },
  ),
  entry(
    'month.reopen',
    'month_closing',
    3,
    {
      companyId: 1,
      year: 2026,
      month: 10,
      reason: 'Correctie van Lars vergeten',
      before: { closed: true },
      after: { closed: false },
    },
    { names: { 'company:1': 'Demo Horeca Centrum' } },
  ),
  entry(
    'payroll.settings.change',
    'payroll_settings',
    1,
    { before: null, after: { debtorNumber: '12345', hoursCode: 'U2100', sickCode: 'Z' } },
    { subject: 'Demo Horeca Centrum' },
  ),
  entry(
    'pay-settings.change',
    'pay_settings',
    1,
    { before: paySettings, after: { ...paySettings, goodFriday: true, surchargeBands: [night] } },
    { subject: 'Demo Horeca Centrum' },
  ),
  entry('tenant.signup', 'tenant', null, {
    plan: 'Klokwerk Proef',
    trialEndsAt: '2026-12-07T12:00:00.000Z',
  }),
  entry(
    'availability.update',
    'availability',
    70,
    {
      employeeId: 4,
      before: {
        startTime: '2026-11-25T08:00:00.000Z',
        endTime: '2026-11-25T16:00:00.000Z',
        available: true,
      },
      after: {
        startTime: '2026-11-25T08:00:00.000Z',
        endTime: '2026-11-25T16:00:00.000Z',
        available: false,
      },
      replaced: [71, 72],
    },
    { subject: 'Emma Jansen, 25-11-2026 09:00', names: emma },
  ),
  entry(
    'availability.delete',
    'availability',
    73,
    {
      employeeId: 4,
      before: {
        startTime: '2026-11-26T08:00:00.000Z',
        endTime: '2026-11-26T16:00:00.000Z',
        available: true,
      },
    },
    { names: emma },
  ),
  entry(
    'leave.request',
    'leave',
    20,
    {
      employeeId: 4,
      after: {
        type: 'VAKANTIE',
        startDate: '2026-12-07',
        endDate: '2026-12-13',
        startTime: null,
        endTime: null,
        minutes: 1920,
      },
    },
    { subject: 'Emma Jansen, 07-12-2026', names: emma },
  ),
  entry(
    'leave.approve',
    'leave',
    20,
    { before: { status: 'PENDING' }, after: { status: 'APPROVED' } },
    { subject: 'Emma Jansen, 07-12-2026' },
  ),
  entry(
    'leave.reject',
    'leave',
    20,
    {
      before: { status: 'PENDING' },
      after: { status: 'REJECTED', rejectionReason: 'Te druk in die week' },
    },
    { subject: 'Emma Jansen, 07-12-2026' },
  ),
  entry(
    'leave.cancel',
    'leave',
    20,
    { before: { status: 'APPROVED' }, after: { status: 'CANCELLED' } },
    { subject: 'Emma Jansen, 07-12-2026' },
  ),
  entry(
    'sickness.report',
    'sick_report',
    30,
    { employeeId: 5, after: { sickFrom: '2026-11-24T07:30:00.000Z' } },
    { subject: 'Bram de Vries, 24-11-2026 08:30', names: bram },
  ),
  entry(
    'sickness.recover',
    'sick_report',
    30,
    {
      employeeId: 5,
      before: { recoveredAt: null },
      after: { recoveredAt: '2026-11-27T07:00:00.000Z' },
    },
    { subject: 'Bram de Vries, 24-11-2026 08:30', names: bram },
  ),
  entry(
    'open-shift.create',
    'open_shift',
    50,
    {
      after: {
        jobTitleId: 2,
        startTime: '2026-11-28T16:00:00.000Z',
        endTime: '2026-11-28T23:00:00.000Z',
        places: 2,
      },
    },
    { names: { 'job_title:2': 'Kok' } },
  ),
  entry(
    'open-shift.claim',
    'open_shift',
    50,
    { employeeId: 5, after: { claimId: 9, status: 'PENDING' } },
    { names: bram },
  ),
  entry(
    'open-shift.claim.approve',
    'open_shift',
    50,
    {
      employeeId: 5,
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', scheduleId: 90 },
    },
    { names: { ...bram, ...shift } },
  ),
  entry(
    'open-shift.claim.reject',
    'open_shift',
    50,
    { employeeId: 5, before: { status: 'PENDING' }, after: { status: 'REJECTED' } },
    { names: bram },
  ),
  entry(
    'open-shift.delete',
    'open_shift',
    51,
    {
      before: {
        jobTitleId: 2,
        startTime: '2026-11-29T16:00:00.000Z',
        endTime: '2026-11-29T23:00:00.000Z',
        places: 1,
      },
      declinedClaims: [9, 10],
    },
    { names: { 'job_title:2': 'Kok' } },
  ),
  entry(
    'open-shift.settings',
    'company',
    1,
    { before: { autoApprove: false }, after: { autoApprove: true } },
    { subject: 'Demo Horeca Centrum' },
  ),
  entry(
    'shift-offer.create',
    'shift_offer',
    60,
    { employeeId: 4, after: { scheduleId: 90, toEmployeeId: 5, status: 'OFFERED' } },
    { names: { ...emma, ...bram, ...shift } },
  ),
  entry(
    'shift-offer.accept',
    'shift_offer',
    60,
    {
      employeeId: 5,
      before: { status: 'OFFERED' },
      after: { status: 'ACCEPTED', takerEmployeeId: 5 },
    },
    { names: bram },
  ),
  entry('shift-offer.withdraw', 'shift_offer', 61, {
    before: { status: 'OFFERED' },
    after: { status: 'WITHDRAWN' },
  }),
  entry(
    'shift-offer.approve',
    'schedule',
    90,
    {
      offerId: 60,
      before: { employeeId: 4, status: 'ACCEPTED' },
      after: { employeeId: 5, status: 'APPROVED' },
    },
    { subject: 'Bram de Vries, 23-11-2026 17:00', names: { ...emma, ...bram } },
  ),
  entry('shift-offer.reject', 'shift_offer', 62, {
    before: { status: 'ACCEPTED' },
    after: { status: 'REJECTED' },
  }),
];
