import { describe, expect, it } from 'vitest';
import {
  DOUBLE_TAP_MS,
  decideTap,
  FORGOTTEN_AFTER_MS,
  LATE_AFTER_MS,
  type OpenRegistration,
  stillAtWork,
  type TapFacts,
} from './kiosk-tap';

const AMS = 'Europe/Amsterdam';
/** Monday 23 November 2026, 13:00 in Amsterdam. */
const NOW = new Date('2026-11-23T12:00:00Z');
const MARKED = 'Deze tik is laat ontvangen en wordt door een leidinggevende nagekeken.';

const ms = (at: Date, delta: number) => new Date(at.getTime() + delta);

function facts(overrides: Partial<TapFacts> = {}): TapFacts {
  return {
    firstName: 'Sanne',
    timeZone: AMS,
    moment: NOW,
    now: NOW,
    open: null,
    latest: null,
    closedAtMoment: null,
    closedOpen: null,
    filledIn: null,
    ...overrides,
  };
}

/** Clocked in at `clockIn` (record 7), which is also the latest registered moment. */
function openSince(clockIn: Date, overrides: Partial<TapFacts> = {}): TapFacts {
  return facts({ open: pending(clockIn), latest: clockIn, ...overrides });
}

/** Record 7, open since `clockIn`, Pending, with no approved correction. */
function pending(clockIn: Date): OpenRegistration {
  return { recordId: 7, clockInTime: clockIn, decided: false, correctedClockOut: null };
}

describe('decideTap: the toggle', () => {
  it('clocks in when nothing is open', () => {
    expect(decideTap(facts())).toEqual({
      write: { kind: 'clockIn', at: NOW, reviewNote: null, forgotten: null, settled: null },
      answer: {
        message: 'Sanne is ingeklokt om 13:00.',
        action: 'clockIn',
        firstName: 'Sanne',
        time: '13:00',
        at: '2026-11-23T12:00:00.000Z',
        workedMinutes: null,
        needsReview: false,
        reviewNote: null,
      },
    });
  });

  it('takes a tap less than 60 seconds after clocking in as a double tap', () => {
    const clockIn = ms(NOW, -(DOUBLE_TAP_MS - 1));
    expect(decideTap(openSince(clockIn))).toEqual({
      write: { kind: 'none' },
      answer: {
        message: 'Sanne is al ingeklokt sinds 12:59.',
        action: 'alreadyClockedIn',
        firstName: 'Sanne',
        time: '12:59',
        at: clockIn.toISOString(),
        workedMinutes: null,
        needsReview: false,
        reviewNote: null,
      },
    });
  });

  it('clocks out a tap 60 seconds after clocking in, with the minute worked', () => {
    const decision = decideTap(openSince(ms(NOW, -DOUBLE_TAP_MS)));
    expect(decision.write).toEqual({ kind: 'clockOut', recordId: 7, at: NOW, reviewNote: null });
    expect(decision.answer).toMatchObject({
      message: 'Sanne is uitgeklokt om 13:00. Gewerkt: 1 min.',
      action: 'clockOut',
      workedMinutes: 1,
      needsReview: false,
    });
  });

  it('clocks out a registration open for just under 16 hours', () => {
    const decision = decideTap(openSince(ms(NOW, -(FORGOTTEN_AFTER_MS - 1))));
    expect(decision.write).toMatchObject({ kind: 'clockOut', recordId: 7 });
    expect(decision.answer).toMatchObject({
      message: 'Sanne is uitgeklokt om 13:00. Gewerkt: 15 uur 59 min.',
      workedMinutes: 959,
    });
  });

  it('takes a registration open for 16 hours as a forgotten clock-out, and clocks in', () => {
    const clockIn = ms(NOW, -FORGOTTEN_AFTER_MS);
    const decision = decideTap(openSince(clockIn));
    expect(decision.write).toEqual({
      kind: 'clockIn',
      at: NOW,
      reviewNote: null,
      forgotten: pending(clockIn),
      settled: null,
    });
    expect(decision.answer).toMatchObject({
      message:
        'Sanne is ingeklokt om 13:00. Bij je vorige registratie (22-11-2026 om 21:00) ontbreekt de uitkloktijd: vraag een urencorrectie aan.',
      action: 'clockIn',
      needsReview: false,
    });
  });
});

describe('decideTap: the moment of the tap', () => {
  it('applies a tap received exactly 12 hours later without a mark', () => {
    const moment = ms(NOW, -LATE_AFTER_MS);
    const decision = decideTap(facts({ moment }));
    expect(decision.write).toEqual({
      kind: 'clockIn',
      at: moment,
      reviewNote: null,
      forgotten: null,
      settled: null,
    });
    expect(decision.answer.needsReview).toBe(false);
  });

  it('marks a tap received more than 12 hours later, clocking in or out', () => {
    const moment = ms(NOW, -LATE_AFTER_MS - 1);
    const note =
      'Tik van 23-11-2026 00:59 pas ontvangen op 23-11-2026 13:00 (meer dan 12 uur later; de kiosk was waarschijnlijk offline).';
    const clockIn = decideTap(facts({ moment }));
    expect(clockIn.write).toEqual({
      kind: 'clockIn',
      at: moment,
      reviewNote: note,
      forgotten: null,
      settled: null,
    });
    expect(clockIn.answer).toMatchObject({
      message: `Sanne is ingeklokt om 00:59. ${MARKED}`,
      needsReview: true,
      reviewNote: note,
    });
    const clockOut = decideTap(openSince(ms(moment, -8 * 3_600_000), { moment }));
    expect(clockOut.write).toEqual({ kind: 'clockOut', recordId: 7, at: moment, reviewNote: note });
    expect(clockOut.answer).toMatchObject({
      message: `Sanne is uitgeklokt om 00:59. Gewerkt: 8 uur. ${MARKED}`,
      workedMinutes: 480,
      reviewNote: note,
    });
  });

  it('keeps a tap older than the latest registered moment as a registration of its own', () => {
    const latest = new Date('2026-11-23T11:50:00Z');
    const moment = ms(latest, -1);
    const note =
      'Tik van 23-11-2026 12:49 kwam binnen na een latere registratie (23-11-2026 12:50) en is niet als in- of uitklokken verwerkt.';
    expect(decideTap(facts({ moment, latest }))).toEqual({
      write: { kind: 'keepForReview', at: moment, reviewNote: note },
      answer: {
        message:
          'Sanne, je tik van 23-11-2026 om 12:49 is opgeslagen en wordt door een leidinggevende nagekeken.',
        action: 'clockIn',
        firstName: 'Sanne',
        time: '12:49',
        at: moment.toISOString(),
        workedMinutes: null,
        needsReview: true,
        reviewNote: note,
      },
    });
    // At the latest moment itself the tap toggles; with a registration open it says clockOut.
    expect(decideTap(facts({ moment: latest, latest })).write.kind).toBe('clockIn');
    const open = decideTap(openSince(latest, { moment }));
    expect(open.write.kind).toBe('keepForReview');
    expect(open.answer.action).toBe('clockOut');
  });

  it('keeps a tap in a closed month, before any other reason', () => {
    const moment = new Date('2026-10-31T20:00:00Z');
    const decision = decideTap(
      facts({
        moment,
        latest: new Date('2026-11-01T08:00:00Z'),
        closedAtMoment: { year: 2026, month: 10 },
      }),
    );
    expect(decision.write).toEqual({
      kind: 'keepForReview',
      at: moment,
      reviewNote:
        'Tik van 31-10-2026 21:00 valt in de afgesloten maand oktober 2026 en is niet als in- of uitklokken verwerkt; heropen de maand om hem te verwerken.',
    });
  });

  it('keeps a tap that would close a registration of a closed month', () => {
    const clockIn = new Date('2026-10-31T20:00:00Z');
    const moment = new Date('2026-11-01T03:00:00Z');
    const decision = decideTap(
      openSince(clockIn, { moment, now: moment, closedOpen: { year: 2026, month: 10 } }),
    );
    expect(decision.write).toEqual({
      kind: 'keepForReview',
      at: moment,
      reviewNote:
        'Tik van 01-11-2026 04:00: de open registratie sinds 31-10-2026 21:00 hoort bij de afgesloten maand oktober 2026; de tik is niet als in- of uitklokken verwerkt.',
    });
    expect(decision.answer.action).toBe('clockOut');
  });
});

describe('decideTap: nights', () => {
  it('clocks out an overnight shift with the hours across midnight', () => {
    const clockIn = new Date('2026-11-22T21:00:00Z'); // 22:00
    const moment = new Date('2026-11-23T05:30:00Z'); // 06:30
    const decision = decideTap(openSince(clockIn, { moment, now: moment }));
    expect(decision.answer).toMatchObject({
      message: 'Sanne is uitgeklokt om 06:30. Gewerkt: 8 uur 30 min.',
      time: '06:30',
      workedMinutes: 510,
    });
  });

  it('counts real elapsed time on the nights the clocks move', () => {
    // 22:00–04:00: 5 hours when summer time starts, 7 when it ends.
    const spring = decideTap(
      openSince(new Date('2025-03-29T21:00:00Z'), {
        moment: new Date('2025-03-30T02:00:00Z'),
        now: new Date('2025-03-30T02:00:00Z'),
      }),
    );
    expect(spring.answer).toMatchObject({
      message: 'Sanne is uitgeklokt om 04:00. Gewerkt: 5 uur.',
      workedMinutes: 300,
    });
    const autumn = decideTap(
      openSince(new Date('2025-10-25T20:00:00Z'), {
        moment: new Date('2025-10-26T03:00:00Z'),
        now: new Date('2025-10-26T03:00:00Z'),
      }),
    );
    expect(autumn.answer).toMatchObject({
      message: 'Sanne is uitgeklokt om 04:00. Gewerkt: 7 uur.',
      workedMinutes: 420,
    });
  });
});

describe('decideTap: a decided registration stays decided', () => {
  /** Emma clocked in at 13:02 (12:02Z); the correction gave her clock-out 13:07. */
  const clockIn = new Date('2026-11-23T12:02:00Z');
  const corrected = new Date('2026-11-23T12:07:00Z');
  const at = (iso: string) => {
    const moment = new Date(iso);
    return { moment, now: moment };
  };

  it('starts a new registration when an approved correction gave the open one its clock-out', () => {
    const open = { ...pending(clockIn), correctedClockOut: corrected };
    const decision = decideTap(openSince(clockIn, { open, ...at('2026-11-23T12:23:00Z') }));
    expect(decision.write).toMatchObject({
      kind: 'clockIn',
      at: new Date('2026-11-23T12:23:00Z'),
      forgotten: null,
      settled: { recordId: 7, clockOut: corrected },
    });
    // Within that shift: said and marked (see the clock-out a manager filled in, below).
    expect(decision.answer).toMatchObject({
      message: expect.stringMatching(/^Sanne is ingeklokt om 13:23\. Let op: /),
      action: 'clockIn',
      workedMinutes: null,
      needsReview: true,
    });
  });

  it('does so for an approved registration too, and also within the double-tap minute', () => {
    const open = { ...pending(clockIn), decided: true, correctedClockOut: corrected };
    const decision = decideTap(openSince(clockIn, { open, ...at('2026-11-23T12:07:30Z') }));
    expect(decision.write).toMatchObject({
      kind: 'clockIn',
      settled: { recordId: 7, clockOut: corrected },
    });
  });

  it('starts a new registration exactly at the corrected clock-out', () => {
    const open = { ...pending(clockIn), correctedClockOut: corrected };
    const decision = decideTap(openSince(clockIn, { open, moment: corrected, now: corrected }));
    expect(decision.write).toMatchObject({ kind: 'clockIn', at: corrected });
  });

  it('keeps a tap before the corrected clock-out for review instead of rewriting it', () => {
    const open = { ...pending(clockIn), correctedClockOut: corrected };
    const moment = new Date(corrected.getTime() - 1000);
    const decision = decideTap(openSince(clockIn, { open, moment, now: corrected }));
    expect(decision.write).toMatchObject({ kind: 'keepForReview', at: moment });
    expect(decision.answer.needsReview).toBe(true);
  });

  it('leaves a rejected open registration as it is and clocks in', () => {
    const open = { ...pending(clockIn), decided: true };
    const decision = decideTap(openSince(clockIn, { open, ...at('2026-11-23T12:23:00Z') }));
    expect(decision.write).toEqual({
      kind: 'clockIn',
      at: new Date('2026-11-23T12:23:00Z'),
      reviewNote: null,
      forgotten: null,
      settled: null,
    });
  });

  it('never names a decided registration as a forgotten clock-out', () => {
    const open = { ...pending(clockIn), decided: true };
    const moment = new Date(clockIn.getTime() + FORGOTTEN_AFTER_MS);
    const decision = decideTap(openSince(clockIn, { open, moment, now: moment }));
    expect(decision.write).toMatchObject({ kind: 'clockIn', forgotten: null, settled: null });
    expect(decision.answer.message).toBe('Sanne is ingeklokt om 05:02.');
  });

  it('still closes a Pending registration without a correction (the boundary)', () => {
    const decision = decideTap(openSince(clockIn, at('2026-11-23T12:23:00Z')));
    expect(decision.write).toEqual({
      kind: 'clockOut',
      recordId: 7,
      at: new Date('2026-11-23T12:23:00Z'),
      reviewNote: null,
    });
  });
});

describe('stillAtWork: an open registration of a shift that is still going', () => {
  it('is at work from the clock-in until just before the forgotten clock-out threshold', () => {
    const clockIn = new Date('2026-11-23T15:00:00Z');
    expect(stillAtWork(clockIn, clockIn)).toBe(true);
    expect(stillAtWork(clockIn, ms(clockIn, FORGOTTEN_AFTER_MS - 1))).toBe(true);
    expect(stillAtWork(clockIn, ms(clockIn, FORGOTTEN_AFTER_MS))).toBe(false);
    // A clock-in after now (a tablet ahead) is not a shift that has begun.
    expect(stillAtWork(clockIn, ms(clockIn, -60_000))).toBe(false);
  });
});

describe('decideTap: a clock-out a manager filled in while the employee was at work', () => {
  /** Sanne clocked in at 16:00 (15:00Z); at 21:00 a manager filled in 22:00 as her clock-out. */
  const clockIn = new Date('2026-11-23T15:00:00Z');
  const filledIn = { clockInTime: clockIn, clockOutTime: new Date('2026-11-23T21:00:00Z') };
  const tapAt = new Date('2026-11-23T22:00:00Z');
  const SAID =
    'Sanne is ingeklokt om 23:00. Let op: een leidinggevende had je registratie van 16:00 al afgesloten om 22:00, dus deze tik begint een nieuwe registratie, die een leidinggevende nakijkt. Ga je naar huis? Tik dan na een minuut nog een keer om uit te klokken.';
  const NOTE =
    'Tik van 23-11-2026 23:00 kwam na de uitkloktijd 23-11-2026 22:00 die een leidinggevende invulde voor de registratie sinds 23-11-2026 16:00, toen de medewerker nog aan het werk kon zijn: als nieuwe registratie ingeklokt. Controleer of dit een nieuwe dienst is of het einde van de vorige.';

  it('opens a new registration, marked, and says so instead of clocking in silently', () => {
    const decision = decideTap(
      facts({ moment: tapAt, now: tapAt, latest: filledIn.clockOutTime, filledIn }),
    );
    expect(decision.write).toEqual({
      kind: 'clockIn',
      at: tapAt,
      reviewNote: NOTE,
      forgotten: null,
      settled: null,
    });
    expect(decision.answer).toMatchObject({
      action: 'clockIn',
      message: SAID,
      needsReview: true,
      reviewNote: NOTE,
    });
  });

  it('says the same when an approved correction gave the open registration its clock-out', () => {
    const open = { ...pending(clockIn), correctedClockOut: filledIn.clockOutTime };
    const decision = decideTap(openSince(clockIn, { open, moment: tapAt, now: tapAt }));
    expect(decision.write).toMatchObject({
      kind: 'clockIn',
      reviewNote: NOTE,
      settled: { recordId: 7, clockOut: filledIn.clockOutTime },
    });
    expect(decision.answer.message).toBe(SAID);
  });

  it('clocks in as ever once that shift is 16 hours old: the next day is a new shift', () => {
    const nextDay = ms(clockIn, FORGOTTEN_AFTER_MS);
    const decision = decideTap(
      facts({ moment: nextDay, now: nextDay, latest: filledIn.clockOutTime, filledIn }),
    );
    expect(decision.write).toMatchObject({ kind: 'clockIn', reviewNote: null });
    expect(decision.answer.message).toBe('Sanne is ingeklokt om 08:00.');
  });

  it('keeps both notes of a late tap after such a clock-out', () => {
    const now = ms(tapAt, LATE_AFTER_MS + 60_000);
    const decision = decideTap(
      facts({ moment: tapAt, now, latest: filledIn.clockOutTime, filledIn }),
    );
    expect(decision.answer.reviewNote).toMatch(
      /^Tik van 23-11-2026 23:00 pas ontvangen op .* Tik van 23-11-2026 23:00 kwam na de uitkloktijd/,
    );
    expect(decision.answer.message).toBe(`${SAID} ${MARKED}`);
  });
});
