import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseDrafts, useDrafts } from './drafts';

const anna = {
  employeeId: 1,
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@demohoreca.example',
  jobTitle: { id: 3, name: 'Kok' },
  categoryId: 2,
};
const owner = { tenantId: 'demohoreca', userName: 'planner' };
const night = { employee: anna, startTime: '2026-11-24T22:00:00', endTime: '2026-11-25T04:00:00' };

describe('concept shifts in the browser session', () => {
  it('are kept per company, survive a new hook (a reload) and are removed by id', () => {
    const first = renderHook(() => useDrafts(owner, 1));
    let id = '';
    act(() => {
      id = first.result.current.add(night).id;
      first.result.current.add({ ...night, startTime: '2026-11-26T09:00:00' });
    });
    expect(first.result.current.drafts).toHaveLength(2);
    first.unmount();

    const again = renderHook(() => useDrafts(owner, 1));
    expect(again.result.current.drafts.map((d) => d.startTime)).toEqual([
      '2026-11-24T22:00:00',
      '2026-11-26T09:00:00',
    ]);
    expect(renderHook(() => useDrafts(owner, 2)).result.current.drafts).toEqual([]);
    expect(
      renderHook(() => useDrafts({ ...owner, userName: 'eigenaar' }, 1)).result.current.drafts,
    ).toEqual([]);

    act(() => again.result.current.remove([id]));
    expect(again.result.current.drafts.map((d) => d.startTime)).toEqual(['2026-11-26T09:00:00']);
  });

  it('has none and changes nothing without a company', () => {
    const { result } = renderHook(() => useDrafts(owner, null));
    act(() => void result.current.add(night));
    expect(result.current.drafts).toEqual([]);
  });

  it('leaves out what is not a draft', () => {
    expect(parseDrafts('niet json')).toEqual([]);
    expect(parseDrafts('{"a":1}')).toEqual([]);
    expect(
      parseDrafts(
        JSON.stringify([
          { id: 'x', ...night },
          { id: 'y', startTime: 1 },
        ]),
      ),
    ).toEqual([{ id: 'x', ...night }]);
  });
});
