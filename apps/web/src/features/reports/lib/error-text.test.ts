import { describe, expect, it } from 'vitest';
import { ApiError, UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { failureText } from './error-text';

const SPEC = 'Er is een fout opgetreden bij het bijwerken van de goedkeuringsstatus.';

describe('failureText', () => {
  it("adds the server's explanation to the specification's text", () => {
    const error = new ApiError(409, 'CONFLICT', 'Deze registratie heeft nog geen uitkloktijd.');
    expect(failureText(SPEC, error)).toBe(`${SPEC} Deze registratie heeft nog geen uitkloktijd.`);
  });

  it('says when the server could not be reached', () => {
    expect(failureText(SPEC, new ApiError(0, 'NETWORK', UNREACHABLE_MESSAGE))).toBe(
      `${SPEC} ${UNREACHABLE_MESSAGE}`,
    );
  });

  it('keeps to its own text for anything else (a bug, not a message for the user)', () => {
    expect(failureText(SPEC, new TypeError('x is undefined'))).toBe(SPEC);
  });
});
