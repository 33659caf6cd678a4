import { describe, expect, it } from 'vitest';
import { PAY_SETTINGS_MESSAGES, paySettingsBody } from './pay-settings';

const BASE = {
  liberationDay: 'lustrumYears',
  goodFriday: false,
  paidHolidays: [],
  extraLeaveUnit: 'none',
  sickHoursBasis: 'plannedShifts',
};
const NIGHT = {
  bandId: 5,
  name: 'Nacht',
  kind: 'timeOfDay',
  fromTime: '22:00',
  toTime: '06:00',
  weekdays: [],
  percent: 25,
  hoursCode: 'U1',
};

function issues(body: object) {
  const result = paySettingsBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('the settings body', () => {
  it("names only the field that is wrong: a band's bad percentage is no bad time", () => {
    expect(issues({ ...BASE, surchargeBands: [{ ...NIGHT, percent: 400 }] })).toEqual([
      ['surchargeBands.0.percent', PAY_SETTINGS_MESSAGES.bandPercent],
    ]);
  });

  it('reads a band into minutes after midnight, as the surcharge rules do', () => {
    const parsed = paySettingsBody.parse({
      ...BASE,
      surchargeBands: [{ ...NIGHT, toTime: '24:00', fromTime: '18:00' }],
    });
    expect(parsed.surchargeBands[0]).toMatchObject({ fromMinute: 1080, toMinute: 1440 });
  });
});
