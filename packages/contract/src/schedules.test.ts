import { describe, expect, it } from 'vitest';
import { availabilityBody } from './availability';
import {
  confirmSchedulesBody,
  createScheduleBody,
  endsAfterStart,
  SCHEDULE_MESSAGES,
} from './schedules';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) =>
  result.success
    ? null
    : { message: result.error?.issues[0]?.message, path: result.error?.issues[0]?.path.join('.') };

describe('endsAfterStart', () => {
  it('compares two wall-clock times as they read, and two times with an offset as instants', () => {
    expect(endsAfterStart('2026-12-01T09:00', '2026-12-01T17:00:00')).toBe(true);
    expect(endsAfterStart('2026-12-01T22:00:00', '2026-12-02T06:00:00')).toBe(true);
    expect(endsAfterStart('2026-12-01T09:00:00', '2026-12-01T09:00')).toBe(false);
    expect(endsAfterStart('2026-12-01T09:00:00+01:00', '2026-12-01T08:30:00Z')).toBe(true);
    expect(endsAfterStart('2026-12-01T09:00:00Z', '2026-12-01T09:30:00+01:00')).toBe(false);
  });

  it('leaves a mix, or a text that is no date-time, to the server', () => {
    expect(endsAfterStart('2026-12-01T09:00:00', '2026-12-01T08:30:00Z')).toBeNull();
    expect(endsAfterStart('morgen', '2026-12-01T08:30:00')).toBeNull();
  });
});

describe("the forms validate with the server's messages", () => {
  const shift = {
    employeeEmail: 'anna@example.test',
    companyId: '3',
    startTime: '2026-12-01T09:00',
    endTime: '2026-12-01T17:00',
  };

  it('Nieuwe Dienst', () => {
    expect(createScheduleBody.safeParse(shift).success).toBe(true);
    expect(firstIssue(createScheduleBody.safeParse({ ...shift, employeeEmail: '' }))).toEqual({
      message: 'Selecteer een geldige medewerker',
      path: 'employeeEmail',
    });
    expect(
      firstIssue(createScheduleBody.safeParse({ ...shift, endTime: '2026-12-01T08:00' })),
    ).toEqual({
      message: 'Eindtijd moet na begintijd liggen',
      path: 'endTime',
    });
    expect(firstIssue(createScheduleBody.safeParse({ ...shift, companyId: '' }))).toEqual({
      message: 'Selecteer eerst een bedrijf',
      path: 'companyId',
    });
  });

  it('Rooster Bevestigen names the draft', () => {
    const { companyId: _, ...draft } = shift;
    const result = confirmSchedulesBody.safeParse({
      companyId: 3,
      drafts: [draft, draft, { ...draft, endTime: '2026-12-01T09:00' }],
    });
    expect(firstIssue(result)).toEqual({
      message: SCHEDULE_MESSAGES.endAfterStart,
      path: 'drafts.2.endTime',
    });
  });

  it('Beschikbaarheid', () => {
    const entry = {
      employeeId: '7',
      companyId: '3',
      startTime: '2026-12-01T08:00:00',
      endTime: '2026-12-01T17:00:00',
      available: true,
    };
    expect(availabilityBody.safeParse(entry).success).toBe(true);
    expect(firstIssue(availabilityBody.safeParse({ ...entry, employeeId: '' }))).toEqual({
      message: 'Werknemer- of bedrijfs-ID ontbreekt',
      path: 'employeeId',
    });
    expect(
      firstIssue(availabilityBody.safeParse({ ...entry, endTime: '2026-12-01T07:00:00' })),
    ).toEqual({
      message: 'Eindtijd moet na starttijd liggen',
      path: 'endTime',
    });
  });
});

describe('the roster warnings', () => {
  it('name the employee and the other time in the company zone', () => {
    const time = {
      name: 'Anna de Vries',
      startTime: new Date('2027-06-01T20:00:00Z'),
      endTime: new Date('2027-06-02T04:00:00Z'),
      timeZone: 'Europe/Amsterdam',
    };
    expect(SCHEDULE_MESSAGES.overlap(time)).toBe(
      'Anna de Vries heeft al een dienst op 01-06-2027 van 22:00 tot 06:00.',
    );
    expect(SCHEDULE_MESSAGES.unavailable(time)).toBe(
      'Anna de Vries heeft zich niet beschikbaar gemeld op 01-06-2027 van 22:00 tot 06:00.',
    );
  });
});
