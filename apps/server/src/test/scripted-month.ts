import type { Database } from '../db/database';
import {
  createCompany,
  createCorrection,
  createEmployee,
  createSchedule,
  createTimeRecord,
  type TestTenant,
} from './factories';

/**
 * March 2025 of one company in Europe/Amsterdam, for the report tests: the figures the tests
 * expect are worked out by hand next to them. Amsterdam is UTC+1 until the night of 30 March,
 * when the clocks go from 02:00 to 03:00 (UTC+2); the month runs from 2025-02-28T23:00Z to
 * 2025-03-31T22:00Z. Times below are UTC with the local time in the comment.
 */
export interface ScriptedMonth {
  anna: number;
  bram: number;
  carla: number;
  daan: number;
  /** Daan's registration of 20 March, Pending until a test approves it. */
  pendingRecord: number;
  /** Anna's approved correction of 7 March. */
  correction: number;
  /** An employee of another company of the tenant, with hours in March that must not count. */
  elsewhere: number;
}

const at = (iso: string) => new Date(iso);

export async function scriptMonth(db: Database, tenant: TestTenant): Promise<ScriptedMonth> {
  const employee = async (values: Parameters<typeof createEmployee>[2]) =>
    (await createEmployee(db, tenant, values)).id;
  const anna = await employee({
    firstName: 'Anna',
    lastName: 'Bakker',
    email: `anna.${tenant.tenantId}@example.test`,
    salary: 15,
  });
  const bram = await employee({
    firstName: 'Bram',
    lastName: 'de Vries',
    email: `bram.${tenant.tenantId}@example.test`,
    salary: 14.25,
    hoursRating: 1.25,
  });
  const carla = await employee({
    firstName: 'Carla',
    lastName: 'Jansen',
    email: `carla.${tenant.tenantId}@example.test`,
    salary: 20,
    // Left in April: archived, her March stays in the reports.
    archivedAt: at('2025-04-15T10:00:00Z'),
  });
  const daan = await employee({
    firstName: 'Daan',
    lastName: 'Mulder',
    email: `daan.${tenant.tenantId}@example.test`,
    salary: 16,
  });
  const shift = (employeeId: number, start: string, end: string) =>
    createSchedule(db, tenant, { employeeId, startTime: at(start), endTime: at(end) });
  const record = (
    employeeId: number,
    clockIn: string,
    clockOut: string | null,
    approvalStatus: 'Pending' | 'Approved' | 'Rejected' = 'Approved',
  ) =>
    createTimeRecord(db, tenant, {
      employeeId,
      clockInTime: at(clockIn),
      clockOutTime: clockOut === null ? null : at(clockOut),
      approvalStatus,
    });

  // Anna. Mon 3 March, shift 09:00–17:00: in early at 08:50, out 17:10.
  await shift(anna, '2025-03-03T08:00:00Z', '2025-03-03T16:00:00Z');
  await record(anna, '2025-03-03T07:50:00Z', '2025-03-03T16:10:00Z');
  // Tue 4 March, shift 09:00–17:00: in late at 09:07:30, out 17:00.
  await shift(anna, '2025-03-04T08:00:00Z', '2025-03-04T16:00:00Z');
  await record(anna, '2025-03-04T08:07:30Z', '2025-03-04T16:00:00Z');
  // Fri 7 March, shift 17:00–23:00: in 16:58, out 22:30, corrected (approved) to 23:15.
  await shift(anna, '2025-03-07T16:00:00Z', '2025-03-07T22:00:00Z');
  await record(anna, '2025-03-07T15:58:00Z', '2025-03-07T21:30:00Z');
  const correction = (
    await createCorrection(db, tenant, {
      employeeId: anna,
      requestedTime: at('2025-03-07T22:15:00Z'),
      status: 'APPROVED',
      reviewedAt: at('2025-03-10T09:00:00Z'),
    })
  ).id;
  // A pending and a rejected correction change nothing.
  await createCorrection(db, tenant, {
    employeeId: anna,
    requestedTime: at('2025-03-03T19:00:00Z'),
  });
  await createCorrection(db, tenant, {
    employeeId: anna,
    requestedTime: at('2025-03-04T17:00:00Z'),
    status: 'REJECTED',
  });

  // Bram. Overnight Sat 8 March 22:00 – Sun 04:00: in 21:55, out 04:05.
  await shift(bram, '2025-03-08T21:00:00Z', '2025-03-09T03:00:00Z');
  await record(bram, '2025-03-08T20:55:00Z', '2025-03-09T03:05:00Z');
  // The spring-forward night, Sat 29 March 22:00 CET – Sun 04:00 CEST: 5 real hours.
  await shift(bram, '2025-03-29T21:00:00Z', '2025-03-30T02:00:00Z');
  await record(bram, '2025-03-29T21:00:00Z', '2025-03-30T02:00:00Z');
  // Mon 10 March, rejected: counts nowhere.
  await record(bram, '2025-03-10T08:00:00Z', '2025-03-10T16:00:00Z', 'Rejected');

  // Carla. Wed 12 March, shift 10:00–20:00, worked exactly: 10 hours.
  await shift(carla, '2025-03-12T09:00:00Z', '2025-03-12T19:00:00Z');
  await record(carla, '2025-03-12T09:00:00Z', '2025-03-12T19:00:00Z');
  // Fri 14 March, shift 10:00–18:00; approved without a clock-out (no hours; skipped in wages).
  await shift(carla, '2025-03-14T09:00:00Z', '2025-03-14T17:00:00Z');
  await record(carla, '2025-03-14T09:00:00Z', null);

  // Daan. Fri 28 February 22:30–23:50: February's.
  await record(daan, '2025-02-28T21:30:00Z', '2025-02-28T22:50:00Z');
  // Sat 1 March 00:30–02:00: the month's first hour.
  await record(daan, '2025-02-28T23:30:00Z', '2025-03-01T01:00:00Z');
  // Thu 20 March 09:00–13:00, Pending.
  const pendingRecord = (
    await record(daan, '2025-03-20T08:00:00Z', '2025-03-20T12:00:00Z', 'Pending')
  ).id;
  // Mon 31 March 23:30 – Tue 1 April 01:00: clocked in in March, so March's.
  await record(daan, '2025-03-31T21:30:00Z', '2025-03-31T23:00:00Z');
  // Tue 1 April 01:10–02:00: April's.
  await record(daan, '2025-03-31T23:10:00Z', '2025-04-01T00:00:00Z');

  // Another company of the tenant: its March does not count here.
  const second = await createCompany(db, tenant);
  const elsewhere = await employee({ companyId: second, salary: 30 });
  await createSchedule(db, tenant, {
    employeeId: elsewhere,
    companyId: second,
    startTime: at('2025-03-05T08:00:00Z'),
    endTime: at('2025-03-05T16:00:00Z'),
  });
  await createTimeRecord(db, tenant, {
    employeeId: elsewhere,
    companyId: second,
    clockInTime: at('2025-03-05T08:00:00Z'),
    approvalStatus: 'Approved',
  });

  return { anna, bram, carla, daan, pendingRecord, correction, elsewhere };
}

/** A figure in hours from hours, minutes and seconds, as the tests write them by hand. */
export function h(hours: number, minutes = 0, seconds = 0): number {
  return (hours * 3600 + minutes * 60 + seconds) / 3600;
}
