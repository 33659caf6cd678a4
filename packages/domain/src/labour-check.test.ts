import { describe, expect, it } from 'vitest';
import { ageOn, checkEmployee, checkRoster } from './labour-check';
import type { LabourShift } from './labour-types';
import { localTimeToInstant } from './local-date';

const AMS = 'Europe/Amsterdam';

/** '2026-11-24 22:00' on Amsterdam's clock. */
function at(text: string): Date {
  const [date = '', time = '00:00'] = text.split(' ');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return localTimeToInstant({ year, month, day }, hour * 60 + minute, AMS);
}

let nextId = 1;
function shift(from: string, to: string): LabourShift {
  return { id: nextId++, startTime: at(from), endTime: at(to) };
}

const adult = { employeeId: 1, name: 'Sanne de Vries', dateOfBirth: '1990-05-01' };

function check(
  shifts: LabourShift[],
  options: { from?: string; to?: string; dateOfBirth?: string | null } = {},
) {
  return checkEmployee({
    employee: {
      ...adult,
      dateOfBirth: options.dateOfBirth === undefined ? adult.dateOfBirth : options.dateOfBirth,
    },
    shifts,
    period: {
      start: at(options.from ?? '2026-11-23 00:00'),
      end: at(options.to ?? '2026-11-30 00:00'),
    },
    timeZone: AMS,
  });
}

const rules = (findings: ReturnType<typeof check>, severity = 'violation') =>
  findings.filter((f) => f.severity === severity).map((f) => f.rule);

describe('a shift of at most 12 hours (ATW 5:7)', () => {
  it('allows exactly 12 hours and flags a minute more, saying by how much', () => {
    expect(rules(check([shift('2026-11-24 10:00', '2026-11-24 22:00')]))).toEqual([]);
    const [finding] = check([shift('2026-11-24 10:00', '2026-11-24 22:01')]).filter(
      (f) => f.rule === 'maxShift',
    );
    expect(finding?.message).toBe('Dienst langer dan 12 uur: 12 uur 1 min (di 10:00–22:01)');
    expect(finding?.amountSeconds).toBe(60);
    expect(finding?.source).toContain('5:7');
  });
});

describe('a night shift of at most 10 hours (ATW 5:8)', () => {
  it('allows 22:00–08:00 and flags a minute more; a long day shift is no night shift', () => {
    expect(rules(check([shift('2026-11-24 22:00', '2026-11-25 08:00')]))).toEqual([]);
    expect(rules(check([shift('2026-11-24 22:00', '2026-11-25 08:01')]))).toEqual([
      'maxNightShift',
    ]);
    expect(rules(check([shift('2026-11-24 07:00', '2026-11-24 18:00')]))).toEqual([]);
  });

  it('counts real hours on the daylight-saving nights: 22:00–08:00 is 11 h in October, 9 h in March', () => {
    const october = check([shift('2025-10-25 22:00', '2025-10-26 08:00')], {
      from: '2025-10-20 00:00',
      to: '2025-10-27 00:00',
    });
    expect(october.find((f) => f.rule === 'maxNightShift')?.message).toBe(
      'Nachtdienst langer dan 10 uur: 11 uur (za 22:00–08:00)',
    );
    const march = check([shift('2025-03-29 22:00', '2025-03-30 08:00')], {
      from: '2025-03-24 00:00',
      to: '2025-03-31 00:00',
    });
    expect(rules(march)).toEqual([]);
  });
});

describe('at most 60 hours a week (ATW 5:7)', () => {
  const week = (lastEnd: string) => [
    shift('2026-11-23 08:00', '2026-11-23 20:00'),
    shift('2026-11-24 08:00', '2026-11-24 20:00'),
    shift('2026-11-25 08:00', '2026-11-25 20:00'),
    shift('2026-11-26 08:00', '2026-11-26 20:00'),
    shift('2026-11-27 08:00', lastEnd),
  ];
  it('allows 60 hours and flags a minute more', () => {
    expect(rules(check(week('2026-11-27 20:00')))).toEqual([]);
    const finding = check(week('2026-11-27 20:01')).find((f) => f.rule === 'maxWeek');
    expect(finding?.message).toBe('Meer dan 60 uur in week 48: 60 uur 1 min');
  });

  it('numbers the week across the year boundary (29 December 2025 is week 1)', () => {
    const findings = check(
      [
        shift('2025-12-29 08:00', '2025-12-29 20:00'),
        shift('2025-12-30 08:00', '2025-12-30 20:00'),
        shift('2025-12-31 08:00', '2025-12-31 20:00'),
        shift('2026-01-01 08:00', '2026-01-01 20:00'),
        shift('2026-01-02 08:00', '2026-01-02 20:01'),
      ],
      { from: '2025-12-29 00:00', to: '2026-01-05 00:00' },
    );
    expect(findings.find((f) => f.rule === 'maxWeek')?.message).toContain('week 1:');
  });
});

/** `days` days from Monday of `hoursPerDay` from 08:00, in each of `weeks` weeks up to week 48 of 2026. */
function weeksOf(
  hoursPerDay: number,
  days: number,
  weeks: number,
  extraMinutes = 0,
): LabourShift[] {
  const shifts: LabourShift[] = [];
  for (let w = weeks - 1; w >= 0; w--) {
    for (let d = 0; d < days; d++) {
      const start = localTimeToInstant({ year: 2026, month: 11, day: 23 - 7 * w + d }, 8 * 60, AMS);
      const minutes = hoursPerDay * 60 + (w === 0 && d === 0 ? extraMinutes : 0);
      shifts.push({
        id: nextId++,
        startTime: start,
        endTime: new Date(start.getTime() + minutes * 60_000),
      });
    }
  }
  return shifts;
}

describe('the averages over 4 and 16 weeks (ATW 5:7)', () => {
  it('allows 55 hours a week over 4 weeks and flags a minute more', () => {
    expect(rules(check(weeksOf(11, 5, 4)))).toEqual([]);
    const finding = check(weeksOf(11, 5, 4, 1)).find((f) => f.rule === 'average4Weeks');
    expect(finding?.message).toMatch(
      /^Gemiddeld meer dan 55 uur per week over 4 weken \(week 45–48\)/,
    );
  });

  it('allows 48 hours a week over 16 weeks and flags a minute more', () => {
    expect(rules(check(weeksOf(8, 6, 16)))).toEqual([]);
    const findings = check(weeksOf(8, 6, 16, 1));
    expect(rules(findings)).toEqual(['average16Weeks']);
    expect(findings.find((f) => f.rule === 'average16Weeks')?.message).toContain('(week 33–48)');
  });
});

describe('rest between shifts (ATW 5:3)', () => {
  it('allows 11 hours, lets it be shortened to 8 once in 7 days, and flags the second time', () => {
    expect(
      rules(
        check([
          shift('2026-11-24 10:00', '2026-11-24 21:00'),
          shift('2026-11-25 08:00', '2026-11-25 16:00'),
        ]),
      ),
    ).toEqual([]);
    const once = check([
      shift('2026-11-24 12:00', '2026-11-24 22:00'),
      shift('2026-11-25 07:30', '2026-11-25 15:00'),
    ]);
    expect(rules(once)).toEqual([]);
    expect(once.find((f) => f.rule === 'dailyRest')?.message).toBe(
      'Rusttijd ingekort tot 9 uur 30 min tussen di 22:00 en wo 07:30 (mag eens per 7 dagen)',
    );
    const twice = check([
      shift('2026-11-24 12:00', '2026-11-24 22:00'),
      shift('2026-11-25 07:30', '2026-11-25 15:00'),
      shift('2026-11-26 14:00', '2026-11-26 23:00'),
      shift('2026-11-27 08:00', '2026-11-27 12:00'),
    ]);
    expect(rules(twice)).toEqual(['dailyRestShortenedTwice']);
  });

  it('flags less than 8 hours at once, in the words of the finding', () => {
    const findings = check([
      shift('2026-11-24 17:00', '2026-11-25 02:00'),
      shift('2026-11-25 08:00', '2026-11-25 16:00'),
    ]);
    expect(findings.find((f) => f.rule === 'dailyRest')?.message).toBe(
      'Rusttijd tussen diensten minder dan 11 uur: 6 uur tussen wo 02:00 en wo 08:00',
    );
    expect(findings.find((f) => f.rule === 'dailyRest')?.shiftIds).toHaveLength(2);
  });
});

describe('weekly rest (ATW 5:5)', () => {
  const busyWeek = (monday: number, month = 11) =>
    [0, 1, 2, 3, 4, 5, 6].map((d) => {
      const start = localTimeToInstant({ year: 2026, month, day: monday + d }, 12 * 60, AMS);
      return { id: nextId++, startTime: start, endTime: new Date(start.getTime() + 6 * 3_600_000) };
    });

  it('flags a week without 36 hours of rest when the fortnight has no 72 either', () => {
    const findings = check([...busyWeek(16), ...busyWeek(23)]);
    expect(rules(findings)).toContain('weeklyRest');
    expect(findings.find((f) => f.rule === 'weeklyRest')?.message).toBe(
      'Geen 36 uur aaneengesloten rust in week 48 (langste rust 18 uur)',
    );
  });

  it('allows it when the week before gave 72 hours in parts of at least 32', () => {
    expect(rules(check(busyWeek(23)))).not.toContain('weeklyRest');
  });

  it('allows 36 hours exactly', () => {
    const shifts = [
      shift('2026-11-23 08:00', '2026-11-23 20:00'),
      shift('2026-11-25 08:00', '2026-11-25 20:00'),
      shift('2026-11-26 08:00', '2026-11-26 20:00'),
      shift('2026-11-27 08:00', '2026-11-27 20:00'),
      shift('2026-11-28 08:00', '2026-11-28 20:00'),
      shift('2026-11-29 08:00', '2026-11-29 20:00'),
    ];
    // Monday 20:00 to Wednesday 08:00 is 36 hours.
    expect(rules(check([...busyWeek(16), ...shifts]))).not.toContain('weeklyRest');
  });
});

describe('employees under 18 (ATW 5:2, 5:3)', () => {
  // Turns 18 on Wednesday 25 November 2026.
  const birth = '2008-11-25';
  it('allows 9 hours and flags a minute more, until the 18th birthday', () => {
    expect(
      rules(check([shift('2026-11-24 10:00', '2026-11-24 19:00')], { dateOfBirth: birth })),
    ).toEqual([]);
    expect(
      rules(check([shift('2026-11-24 10:00', '2026-11-24 19:01')], { dateOfBirth: birth })),
    ).toEqual(['maxShift']);
    expect(
      rules(check([shift('2026-11-25 10:00', '2026-11-25 19:01')], { dateOfBirth: birth })),
    ).toEqual([]);
  });

  it('forbids work between 23:00 and 06:00 and needs 12 hours of rest', () => {
    expect(
      rules(check([shift('2026-11-24 17:00', '2026-11-24 23:00')], { dateOfBirth: '2009-06-01' })),
    ).toEqual([]);
    expect(
      rules(check([shift('2026-11-24 17:00', '2026-11-24 23:01')], { dateOfBirth: '2009-06-01' })),
    ).toEqual(['minorNightWork']);
    expect(
      rules(
        check(
          [
            shift('2026-11-24 10:00', '2026-11-24 18:00'),
            shift('2026-11-25 05:59', '2026-11-25 08:00'),
          ],
          { dateOfBirth: '2009-06-01' },
        ),
      ),
    ).toEqual(['dailyRest', 'minorNightWork']);
  });

  it('checks someone without a date of birth as an adult', () => {
    expect(
      rules(check([shift('2026-11-24 10:00', '2026-11-24 21:00')], { dateOfBirth: null })),
    ).toEqual([]);
  });
});

describe('breaks (ATW 5:4), as information', () => {
  it('needs 30 minutes above 5.5 hours, 45 above 10, and nothing at 5.5, one reminder a week', () => {
    expect(rules(check([shift('2026-11-24 10:00', '2026-11-24 15:30')]), 'info')).toEqual([]);
    const thirty = check([shift('2026-11-24 10:00', '2026-11-24 15:31')]);
    expect(thirty.map((f) => [f.rule, f.severity, f.amountSeconds, f.message])).toEqual([
      ['break', 'info', 1800, 'Pauze nodig in 1 dienst van week 48 (tot 30 min per dienst)'],
    ]);
    const week = check([
      shift('2026-11-24 10:00', '2026-11-24 15:31'),
      shift('2026-11-25 10:00', '2026-11-25 20:01'),
    ]);
    expect(week.find((f) => f.rule === 'break')).toMatchObject({
      amountSeconds: 2700,
      message: 'Pauze nodig in 2 diensten van week 48 (tot 45 min per dienst)',
    });
  });
});

describe('helpers', () => {
  it('counts age from the date of birth, the birthday itself included', () => {
    expect(ageOn('2008-11-25', { year: 2026, month: 11, day: 24 })).toBe(17);
    expect(ageOn('2008-11-25', { year: 2026, month: 11, day: 25 })).toBe(18);
    expect(ageOn('2008-02-29', { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn('2008-02-29', { year: 2026, month: 3, day: 1 })).toBe(18);
  });
});

describe('checkRoster', () => {
  it('checks each employee over their own shifts and names those without a birth date', () => {
    const noBirth = { employeeId: 2, name: 'Bram Bakker', dateOfBirth: null };
    const result = checkRoster({
      employees: [adult, noBirth],
      shifts: [
        { ...shift('2026-11-24 17:00', '2026-11-25 02:00'), employeeId: 1 },
        { ...shift('2026-11-25 08:00', '2026-11-25 16:00'), employeeId: 1 },
        // Bram's shift sits between Sanne's: no rest rule between different people.
        { ...shift('2026-11-25 03:00', '2026-11-25 07:00'), employeeId: 2 },
      ],
      period: { start: at('2026-11-23 00:00'), end: at('2026-11-30 00:00') },
      timeZone: AMS,
    });
    expect(
      result.findings.filter((f) => f.severity === 'violation').map((f) => f.employeeName),
    ).toEqual(['Sanne de Vries']);
    expect(result.withoutBirthDate).toEqual([2]);
  });
});
