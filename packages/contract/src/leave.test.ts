import { describe, expect, it } from 'vitest';
import { ABSENCE_WARNINGS, leaveOverlapMessage, leaveRequestBody } from './leave';

const WEEK = { type: 'VAKANTIE', startDate: '2026-12-07', endDate: '2026-12-13' };

/** The first issue as the form shows it: the field and its Dutch message. */
function firstIssue(value: unknown): { field: string; message: string } | null {
  const result = leaveRequestBody.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? { field: issue.path.join('.'), message: issue.message } : null;
}

describe('the leave request body', () => {
  it('takes whole days, and part of one day, with empty fields as none', () => {
    expect(leaveRequestBody.parse({ ...WEEK, startTime: '', endTime: '', note: '  ' })).toEqual({
      ...WEEK,
      startTime: null,
      endTime: null,
      note: null,
    });
    expect(
      leaveRequestBody.parse({
        type: 'BIJZONDER',
        startDate: '2026-12-09',
        startTime: '09:00',
        endTime: '13:30',
        note: 'Tandarts',
      }),
    ).toMatchObject({ endDate: null, startTime: '09:00', endTime: '13:30', note: 'Tandarts' });
  });

  it.each([
    [{ ...WEEK, type: 'ZIEK' }, 'type', 'Kies een soort verlof'],
    [{ ...WEEK, startDate: '' }, 'startDate', 'Vul de eerste verlofdag in.'],
    [{ ...WEEK, startDate: '2026-02-30' }, 'startDate', 'Kies een geldige datum'],
    [{ ...WEEK, endDate: '2026-12-06' }, 'endDate', 'op of na de eerste'],
    [{ ...WEEK, endDate: '2027-12-08' }, 'endDate', 'hoogstens 366 dagen'],
    [{ ...WEEK, startTime: '09:00' }, 'endTime', 'Vul ook de eindtijd in'],
    [{ ...WEEK, endTime: '17:00' }, 'startTime', 'Vul ook de begintijd in'],
    [{ ...WEEK, startTime: '09:00', endTime: '13:00' }, 'endDate', 'op één dag'],
    [
      { ...WEEK, endDate: null, startTime: '13:00', endTime: '09:00' },
      'endTime',
      'na de begintijd',
    ],
    [{ ...WEEK, startTime: '24:00', endTime: '25:00' }, 'startTime', 'geldige tijd'],
    [{ ...WEEK, note: 'x'.repeat(501) }, 'note', '500 tekens'],
    [{ ...WEEK, note: 'a\u0000b' }, 'note', 'stuurtekens'],
  ])('refuses %j naming %s', (value, field, message) => {
    const issue = firstIssue(value);
    expect(issue?.field).toBe(field);
    expect(issue?.message).toContain(message);
  });
});

describe('the texts', () => {
  it('names the request a new one overlaps', () => {
    expect(
      leaveOverlapMessage({ startDate: '07-12-2026', endDate: '11-12-2026', status: 'APPROVED' }),
    ).toBe(
      'Er is al goedgekeurd verlof van 07-12-2026 tot en met 11-12-2026. Kies andere dagen, of trek die aanvraag eerst in.',
    );
    expect(
      leaveOverlapMessage({ startDate: '09-12-2026', endDate: '09-12-2026', status: 'PENDING' }),
    ).toBe(
      'Er is al een verlofaanvraag op 09-12-2026. Kies andere dagen, of trek die aanvraag eerst in.',
    );
  });

  it('warns about a shift in leave or sickness on the company clock', () => {
    const day = new Date('2026-12-09T08:00:00Z');
    const base = { name: 'Emma Jansen', day, timeZone: 'Europe/Amsterdam' };
    expect(ABSENCE_WARNINGS.onLeave({ ...base, part: null })).toBe(
      'Emma Jansen heeft verlof op 09-12-2026.',
    );
    expect(
      ABSENCE_WARNINGS.onLeave({
        ...base,
        part: { start: day, end: new Date('2026-12-09T12:00:00Z') },
      }),
    ).toBe('Emma Jansen heeft verlof op 09-12-2026 van 09:00 tot 13:00.');
    expect(ABSENCE_WARNINGS.sick({ ...base, part: null })).toBe(
      'Emma Jansen is ziekgemeld op 09-12-2026.',
    );
  });
});
