import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A decided registration stays decided (packages/domain/src/kiosk-tap.ts): Emma's afternoon as a
 * restaurant lives it, through the API, with one answer on every screen, report and export.
 */
const ROLES: Role[] = ['KLOKSYSTEEM', 'ROOSTERMAKER', 'EIGENAAR'];

let t: TestApp;
let tenant: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ROLES });
  // Tokens last 12 hours; every call below happens on Monday 23 November 2026.
  t.clock.set(new Date('2026-11-23T08:00:00Z'));
  for (const role of ROLES) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function call(role: Role, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    ...(payload ? { payload } : {}),
  });
}

/** Amsterdam is UTC+1 in November: 13:02 there is 12:02Z. */
const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+01:00`);
const iso = (hhmm: string) => at(hhmm).toISOString();

async function tap(phoneNumber: string, hhmm: string) {
  t.clock.set(at(hhmm));
  const response = await call('KLOKSYSTEEM', 'POST', '/time/clock', { phoneNumber });
  expect(response.statusCode).toBe(200);
  return response.json<{ message: string; action: string }>();
}

async function registrations(employeeId: number) {
  const response = await call(
    'EIGENAAR',
    'GET',
    `/time/company/${tenant.companyId}?startDate=2026-11-01T00:00:00&endDate=2026-12-01T00:00:00`,
  );
  expect(response.statusCode).toBe(200);
  return response
    .json<
      {
        recordId: number;
        employee: { employeeId: number };
        clockInTime: string;
        clockOutTime: string | null;
        effectiveClockOutTime: string | null;
        correctionId: number | null;
        approvalStatus: string;
      }[]
    >()
    .filter((r) => r.employee.employeeId === employeeId);
}

describe('the Emma sequence', () => {
  it('keeps the approved registration as decided, starts a new one, and agrees everywhere', async () => {
    const emma = await createEmployee(t.database.db, tenant, {
      firstName: 'Emma',
      lastName: 'Jansen',
      phoneNumber: '0611112222',
      salary: 16,
    });
    // 13:02 Emma clocks in at the kiosk; at 13:05 she asks for a correction there.
    expect((await tap('0611112222', '13:02')).message).toBe('Emma is ingeklokt om 13:02.');
    t.clock.set(at('13:05'));
    const requested = await call('KLOKSYSTEEM', 'POST', '/corrections/request', {
      employeeEmail: emma.email,
      companyId: tenant.companyId,
      requestedTime: iso('13:05'),
      reason: 'Vergeten uit te klokken',
    });
    expect(requested.statusCode).toBe(201);
    const correctionId = requested.json<{ correctionId: number }>().correctionId;

    // The planner makes it 13:07 and approves it; the owner approves the registration.
    t.clock.set(at('13:10'));
    const edited = await call('ROOSTERMAKER', 'PUT', `/corrections/update-time/${correctionId}`, {
      newRequestedTime: iso('13:07'),
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await call('ROOSTERMAKER', 'PUT', `/corrections/approve/${correctionId}`)).statusCode,
    ).toBe(200);
    const [first] = await registrations(emma.id);
    if (!first) throw new Error('no registration');
    const approved = await call('EIGENAAR', 'PUT', '/time/update-approval-status', {
      recordId: first.recordId,
      approvalStatus: 'Approved',
    });
    expect(approved.statusCode).toBe(200);

    // 13:23 Emma taps again: a new registration, not a clock-out of the approved one.
    const again = await tap('0611112222', '13:23');
    // Within the shift the correction closed: said and marked (docs/calculations.md#kiosk-tap).
    expect(again).toMatchObject({
      action: 'clockIn',
      message: expect.stringMatching(
        /^Emma is ingeklokt om 13:23\. Let op: een leidinggevende had je registratie van 13:02 al afgesloten om 13:07/,
      ),
      needsReview: true,
    });
    await tap('0611112222', '17:00');

    const [decided, later] = await registrations(emma.id);
    expect(decided).toMatchObject({
      recordId: first.recordId,
      clockInTime: iso('13:02'),
      clockOutTime: iso('13:07'),
      effectiveClockOutTime: iso('13:07'),
      correctionId,
      approvalStatus: 'Approved',
    });
    // The correction stays with its registration, though the later one clocked out that day.
    expect(later).toMatchObject({
      clockInTime: iso('13:23'),
      clockOutTime: iso('17:00'),
      effectiveClockOutTime: iso('17:00'),
      correctionId: null,
      approvalStatus: 'Pending',
    });
    const approveLater = await call('EIGENAAR', 'PUT', '/time/update-approval-status', {
      recordId: later?.recordId,
      approvalStatus: 'Approved',
    });
    expect(approveLater.statusCode).toBe(200);

    // 5 minutes and 3 hours 37 minutes: the same on the hours report, the wage cost and the
    // payroll export.
    const hours = (5 + 3 * 60 + 37) / 60;
    const month = `companyId=${tenant.companyId}&year=2026&month=11`;
    const report = await call('EIGENAAR', 'GET', `/reports/hours?${month}`);
    const row = report
      .json<{ employees: { employeeId: number; actualHours: number }[] }>()
      .employees.find((r) => r.employeeId === emma.id);
    expect(row?.actualHours).toBeCloseTo(hours, 6);
    const wages = await call('EIGENAAR', 'GET', `/reports/wage-cost?${month}`);
    const wageRow = wages
      .json<{ rows: { employeeId: number; hoursWorked: number }[] }>()
      .rows.find((r) => r.employeeId === emma.id);
    expect(wageRow?.hoursWorked).toBeCloseTo(hours, 6);
    const payroll = await call('EIGENAAR', 'GET', `/reports/payroll-export?${month}&format=json`);
    const paid = payroll
      .json<{ employees: { employeeId: number; paidSeconds: number }[] }>()
      .employees.find((r) => r.employeeId === emma.id);
    expect(paid?.paidSeconds).toBe(hours * 3600);
  });
});

describe('a decided open registration and the kiosk', () => {
  it('leaves a rejected open registration as it is and clocks in beside it', async () => {
    const bram = await createEmployee(t.database.db, tenant, {
      firstName: 'Bram',
      phoneNumber: '0633334444',
    });
    const rejected = await createTimeRecord(t.database.db, tenant, {
      employeeId: bram.id,
      clockInTime: at('09:00'),
      clockOutTime: null,
      approvalStatus: 'Rejected',
      rejectionReason: 'Per ongeluk ingeklokt',
    });
    expect((await tap('0633334444', '14:00')).message).toBe('Bram is ingeklokt om 14:00.');
    expect((await tap('0633334444', '15:00')).action).toBe('clockOut');
    const [old, fresh] = await registrations(bram.id);
    expect(old).toMatchObject({
      recordId: rejected.id,
      clockOutTime: null,
      approvalStatus: 'Rejected',
    });
    expect(fresh).toMatchObject({
      clockInTime: iso('14:00'),
      clockOutTime: iso('15:00'),
      approvalStatus: 'Pending',
    });
  });

  it('closes an open registration at the clock-out an approved correction gave it', async () => {
    const noor = await createEmployee(t.database.db, tenant, {
      firstName: 'Noor',
      phoneNumber: '0655556666',
    });
    expect((await tap('0655556666', '10:00')).action).toBe('clockIn');
    t.clock.set(at('11:00'));
    const requested = await call('KLOKSYSTEEM', 'POST', '/corrections/request', {
      employeeEmail: noor.email,
      companyId: tenant.companyId,
      requestedTime: iso('10:45'),
      reason: 'Pauze vergeten',
    });
    const correctionId = requested.json<{ correctionId: number }>().correctionId;
    await call('ROOSTERMAKER', 'PUT', `/corrections/approve/${correctionId}`);
    // Still Pending, yet closed for the kiosk: the registration has its clock-out now.
    const [own] = await registrations(noor.id);
    expect(own).toMatchObject({
      clockOutTime: iso('10:45'),
      correctionId,
      approvalStatus: 'Pending',
    });
    expect((await tap('0655556666', '11:30')).message).toMatch(
      /^Noor is ingeklokt om 11:30\. Let op: een leidinggevende had je registratie van 10:00 al afgesloten om 10:45/,
    );
    const audit = await call('EIGENAAR', 'GET', `/audit/time_record/${own?.recordId}`);
    const entries = audit.json<{ entries: { action: string; subject: string | null }[] }>();
    expect(entries.entries.find((e) => e.action === 'time.record.corrected-clock-out')).toEqual(
      expect.objectContaining({ subject: `Noor ${noor.lastName}, 23-11-2026 10:00` }),
    );
  });
});

describe('a clock-out a manager filled in while the employee was still at work', () => {
  it('opens the next tap as a new registration, marked for review, and says so', async () => {
    const sanne = await createEmployee(t.database.db, tenant, {
      firstName: 'Sanne',
      phoneNumber: '0677778888',
    });
    expect((await tap('0677778888', '10:00')).action).toBe('clockIn');
    const [open] = await registrations(sanne.id);
    // 14:00: the owner fills in 14:00 as her clock-out with Tijden wijzigen; she works on.
    t.clock.set(at('14:00'));
    const edited = await call('EIGENAAR', 'PUT', `/time/records/${open?.recordId}`, {
      clockInTime: '2026-11-23T10:00',
      clockOutTime: '2026-11-23T14:00',
    });
    expect(edited.statusCode).toBe(200);

    const answer = await tap('0677778888', '15:00');
    expect(answer).toMatchObject({
      action: 'clockIn',
      message:
        'Sanne is ingeklokt om 15:00. Let op: een leidinggevende had je registratie van 10:00 al afgesloten om 14:00, dus deze tik begint een nieuwe registratie, die een leidinggevende nakijkt. Ga je naar huis? Tik dan na een minuut nog een keer om uit te klokken.',
      needsReview: true,
    });
    // As the answer says: a minute later the second tap clocks her out.
    expect((await tap('0677778888', '15:02')).action).toBe('clockOut');
    const [closed, fresh] = await registrations(sanne.id);
    expect(closed).toMatchObject({ clockOutTime: iso('14:00') });
    expect(fresh).toMatchObject({
      clockInTime: iso('15:00'),
      clockOutTime: iso('15:02'),
      needsReview: true,
      reviewNote: expect.stringContaining('die een leidinggevende invulde'),
    });
  });

  it('clocks in as ever after a registration the kiosk itself closed', async () => {
    await createEmployee(t.database.db, tenant, { firstName: 'Daan', phoneNumber: '0699990000' });
    await tap('0699990000', '10:00');
    await tap('0699990000', '14:00');
    // A split shift: the evening starts a new registration, unmarked.
    expect(await tap('0699990000', '17:00')).toMatchObject({
      message: 'Daan is ingeklokt om 17:00.',
      needsReview: false,
    });
  });
});
