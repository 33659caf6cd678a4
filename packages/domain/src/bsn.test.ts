import { describe, expect, it } from 'vitest';
import { isValidBsn, normalizeBsn } from './bsn';

describe('isValidBsn (elfproef)', () => {
  it.each([
    '111222333', // 9·1 + 8·1 + 7·1 + 6·2 + 5·2 + 4·2 + 3·3 + 2·3 − 3 = 66
    '123456782', // sum 154
    '1234.56.782',
    '123 456 782',
    '12345672', // 8 digits, read as 012345672: sum 110
  ])('accepts %s', (bsn) => {
    expect(isValidBsn(bsn)).toBe(true);
  });

  it.each([
    '123456789', // sum 145
    '111222334',
    '000000000', // sum 0
    '12345678', // 8 digits that fail
    '1234567823', // 10 digits
    '1234567', // 7 digits
    '12345678a',
    '',
  ])('refuses %j', (bsn) => {
    expect(isValidBsn(bsn)).toBe(false);
  });
});

describe('normalizeBsn', () => {
  it('keeps 9 digits, drops spaces and dots, pads 8 digits with a zero', () => {
    expect(normalizeBsn('1234.56.782')).toBe('123456782');
    expect(normalizeBsn('12345672')).toBe('012345672');
    expect(normalizeBsn('12-34')).toBeNull();
  });
});
