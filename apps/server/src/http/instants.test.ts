import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { instantOf, NONEXISTENT_TIME_MESSAGE } from './instants';

describe('instantOf', () => {
  it('reads a time without an offset in the company zone', () => {
    expect(instantOf('2026-11-24T09:00:00', 'Europe/Amsterdam', 'startTime').toISOString()).toBe(
      '2026-11-24T08:00:00.000Z',
    );
  });

  it('answers a 400 naming the field for a time that does not exist or is no time', () => {
    const error = (text: string) => {
      try {
        instantOf(text, 'Europe/Amsterdam', 'startTime');
      } catch (caught) {
        return caught;
      }
      return null;
    };
    expect(error('2025-03-30T02:30:00')).toMatchObject({
      status: 400,
      field: 'startTime',
      message: NONEXISTENT_TIME_MESSAGE,
    });
    expect(error('gisteren')).toBeInstanceOf(AppError);
  });
});
