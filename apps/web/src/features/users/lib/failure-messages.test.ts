import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ApiError, UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { invitationFailure, resetFailure, roleFailure } from './failure-messages';

const t = i18n.getFixedT('nl', 'users');

describe('the messages of a failed call', () => {
  it.each([
    [new ApiError(404, 'NOT_FOUND', 'Niet gevonden.'), 'Gebruiker niet gevonden.'],
    [
      new ApiError(400, 'VALIDATION', 'Geen e-mailadres beschikbaar voor deze gebruiker'),
      'Geen e-mailadres beschikbaar voor deze gebruiker',
    ],
    [new ApiError(400, 'TENANT_MISMATCH', 'Onbekende tenant.'), 'Ongeldige tenant ID.'],
    [new ApiError(500, 'INTERNAL', 'Er ging iets mis.'), 'Fout bij het verzenden van de e-mail.'],
    [new ApiError(0, 'NETWORK', UNREACHABLE_MESSAGE), UNREACHABLE_MESSAGE],
    [
      new ApiError(429, 'RATE_LIMITED', 'Te veel.'),
      'Fout bij het verzenden van de wachtwoord reset link.',
    ],
    [new Error('bug'), 'Fout bij het verzenden van de wachtwoord reset link.'],
  ])('a password reset: %s', (error, text) => {
    expect(resetFailure(error, t)).toBe(text);
  });

  it("a role change: the server's reason, else the screen's own", () => {
    expect(roleFailure(new ApiError(403, 'FORBIDDEN', 'Hoger in rang.'), t)).toBe('Hoger in rang.');
    expect(roleFailure(new ApiError(502, 'UNKNOWN', 'Er ging iets mis.'), t)).toBe(
      'Fout bij het bijwerken van de rol.',
    );
  });

  it('an invitation: the limit in Dutch, else the server, else "Onbekende fout"', () => {
    expect(
      invitationFailure(
        new ApiError(403, 'EMPLOYEE_LIMIT', 'Employee limit exceeded. Current: 3, Allowed: 3'),
        t,
      ),
    ).toBe('Maximum aantal werknemers overschreden. Huidig: 3, Toegestaan: 3');
    expect(invitationFailure(new ApiError(502, 'UNKNOWN', 'x'), t)).toBe('Onbekende fout');
  });
});
