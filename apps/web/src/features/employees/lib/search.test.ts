import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

const fatima = {
  firstName: 'Fatima',
  lastName: 'El Amrani',
  email: 'fatima.elamrani@demohoreca.example',
  phoneNumber: '0631704962',
  jobTitle: { id: 9, name: 'Office manager' },
};

describe('matchesSearch', () => {
  it('matches everything on an empty query', () => {
    expect(matchesSearch(fatima, '  ')).toBe(true);
  });

  it('matches every word in name, job title or e-mail, without regard to case', () => {
    expect(matchesSearch(fatima, 'el amrani')).toBe(true);
    expect(matchesSearch(fatima, 'OFFICE fatima')).toBe(true);
    expect(matchesSearch(fatima, 'demohoreca.example')).toBe(true);
    expect(matchesSearch(fatima, 'fatima kok')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matchesSearch({ ...fatima, firstName: 'Zoë' }, 'zoe')).toBe(true);
    expect(matchesSearch(fatima, 'Fátima')).toBe(true);
  });

  it('matches phone digits however they are typed', () => {
    expect(matchesSearch(fatima, '06 317')).toBe(true);
    expect(matchesSearch(fatima, '0631-704')).toBe(true);
    expect(matchesSearch(fatima, '0699')).toBe(false);
  });

  it('copes with an employee without job title or phone number', () => {
    expect(matchesSearch({ ...fatima, jobTitle: null, phoneNumber: null }, 'fatima')).toBe(true);
    expect(matchesSearch({ ...fatima, jobTitle: null, phoneNumber: null }, '0631')).toBe(false);
  });
});
