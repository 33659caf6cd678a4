import { describe, expect, it } from 'vitest';
import { actionKeys } from './action-key';

describe('the key of a user action', () => {
  it('stays the same while the same request is sent again, until it succeeds', () => {
    const keys = actionKeys();
    const body = { companyId: 1, drafts: [{ employeeEmail: 'a@b.nl' }] };
    const first = keys.keyFor(body);
    expect(keys.keyFor({ ...body })).toBe(first);
    keys.done();
    expect(keys.keyFor(body)).not.toBe(first);
  });

  it('is new for a changed request', () => {
    const keys = actionKeys();
    const first = keys.keyFor({ reason: 'a' });
    expect(keys.keyFor({ reason: 'b' })).not.toBe(first);
  });
});
