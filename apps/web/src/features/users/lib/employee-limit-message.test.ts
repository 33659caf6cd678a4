import { describe, expect, it } from 'vitest';
import { translateEmployeeLimit } from './employee-limit-message';

describe('translateEmployeeLimit', () => {
  it("turns the server's English limit text into Dutch", () => {
    expect(translateEmployeeLimit('Employee limit exceeded. Current: 25, Allowed: 25')).toBe(
      'Maximum aantal werknemers overschreden. Huidig: 25, Toegestaan: 25',
    );
  });

  it('leaves every other message as it is', () => {
    expect(translateEmployeeLimit('Dit e-mailadres is al in gebruik.')).toBe(
      'Dit e-mailadres is al in gebruik.',
    );
    expect(translateEmployeeLimit('Current: 3')).toBe('Current: 3');
  });
});
