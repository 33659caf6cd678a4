import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalizePhoneNumber } from './phone-number';

describe('normalizePhoneNumber', () => {
  it.each([
    ['0612345678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['06-12345678', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['+31 6 12345678', '0612345678'],
    ['+31612345678', '0612345678'],
    ['0031 6 1234 5678', '0612345678'],
    ['+31 (0)6 1234 5678', '0612345678'],
    ['0031 (0)6-12345678', '0612345678'],
    ['*31612345678', '0612345678'],
    ['020 123 4567', '0201234567'],
    ['(020) 123 45 67', '0201234567'],
    ['  0612345678  ', '0612345678'],
  ])('stores the Dutch number %s as %s', (input, stored) => {
    expect(normalizePhoneNumber(input)).toBe(stored);
  });

  it.each([
    ['+32 470 12 34 56', '0032470123456'],
    ['0032 470 123456', '0032470123456'],
    ['+49 151 23456789', '004915123456789'],
  ])('keeps the international prefix of the foreign number %s', (input, stored) => {
    expect(normalizePhoneNumber(input)).toBe(stored);
  });

  it.each([
    '',
    '   ',
    'geen',
    '06 1234 567a',
    '1234567', // too short to be a number
    '+31 6 1234 5678 9012 3456', // longer than E.164 allows
    '06#12345678',
    '++31612345678',
  ])('refuses %j', (input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });

  it('gives every spelling of one number the same stored form', () => {
    const spellings = ['06 12 34 56 78', '0612345678', '+31 6 12 34 56 78', '0031612345678'];
    expect(new Set(spellings.map(normalizePhoneNumber)).size).toBe(1);
  });
});

describe('formatPhoneNumber', () => {
  it('groups a mobile number in pairs and leaves other numbers as stored', () => {
    expect(formatPhoneNumber('0612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneNumber('0201234567')).toBe('0201234567');
    expect(formatPhoneNumber('0032470123456')).toBe('0032470123456');
  });
});
