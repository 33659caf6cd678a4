import { describe, expect, it } from 'vitest';
import { actionKeys } from './action-key';

describe('the key of a user action', () => {
  it('stays the same while the same request is sent again, until it succeeds', () => {
    const keys = actionKeys();
    const body = { companyId: 1, drafts: [{ employeeEmail: 'a@b.nl' }] };
    const first = keys.keyFor(body);
    expect(keys.keyFor({ ...body })).toBe(first);
    keys.done(body);
    expect(keys.keyFor(body)).not.toBe(first);
  });

  it('is new for a changed request', () => {
    const keys = actionKeys();
    const first = keys.keyFor({ reason: 'a' });
    expect(keys.keyFor({ reason: 'b' })).not.toBe(first);
  });

  it('is kept for each of requests sent side by side, until that one succeeds', () => {
    const keys = actionKeys();
    const monday = keys.keyFor({ date: '2026-11-30' });
    const tuesday = keys.keyFor({ date: '2026-12-01' });
    expect(tuesday).not.toBe(monday);
    keys.done({ date: '2026-11-30' });
    expect(keys.keyFor({ date: '2026-12-01' })).toBe(tuesday);
    expect(keys.keyFor({ date: '2026-11-30' })).not.toBe(monday);
  });
});
