import { describe, expect, it } from 'vitest';
import { countByStatus, withStatus } from './status';

const items = [
  { status: 'PENDING' as const, id: 1 },
  { status: 'APPROVED' as const, id: 2 },
  { status: 'PENDING' as const, id: 3 },
  { status: 'REJECTED' as const, id: 4 },
];

describe('the filter tabs', () => {
  it('count each status and all', () => {
    expect(countByStatus(items)).toEqual({ PENDING: 2, APPROVED: 1, REJECTED: 1, ALL: 4 });
    expect(countByStatus([])).toEqual({ PENDING: 0, APPROVED: 0, REJECTED: 0, ALL: 0 });
  });

  it('keep the order of the list', () => {
    expect(withStatus(items, 'PENDING').map((i) => i.id)).toEqual([1, 3]);
    expect(withStatus(items, 'ALL')).toBe(items);
  });
});
