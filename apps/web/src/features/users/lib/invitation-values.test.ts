import { describe, expect, it } from 'vitest';
import { EMPTY_INVITATION, invitationBodyOf, validateInvitation } from './invitation-values';

const FILLED = {
  email: 'noor@example.nl',
  firstName: 'Noor',
  lastName: 'Bakker',
  role: 'MEDEWERKER',
};

describe('the invitation form', () => {
  it('sends the body of the specification, with one role in a list', () => {
    expect(invitationBodyOf(1, FILLED)).toEqual({
      companyIdRequestDto: { companyId: 1, firstName: 'Noor', lastName: 'Bakker' },
      userDTO: { email: 'noor@example.nl', roles: ['MEDEWERKER'] },
    });
  });

  it('says every empty field needs filling, and that a company comes first', () => {
    expect(validateInvitation(null, EMPTY_INVITATION)).toEqual({
      companyId: 'Selecteer eerst een bedrijf',
      email: 'Vul alle verplichte velden in',
      firstName: 'Vul alle verplichte velden in',
      lastName: 'Vul alle verplichte velden in',
      role: 'Vul alle verplichte velden in',
    });
  });

  it("uses the contract's message for an address that is not one", () => {
    expect(validateInvitation(1, { ...FILLED, email: 'noor@' })).toEqual({
      email: 'Ongeldig e-mailadres',
    });
  });

  it('accepts a filled form', () => {
    expect(validateInvitation(1, FILLED)).toEqual({});
  });
});
