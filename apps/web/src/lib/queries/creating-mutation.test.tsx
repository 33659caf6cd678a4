import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCreatingMutation } from './creating-mutation';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('a creating mutation', () => {
  it('sends the same key again after a lost answer, a new one after a success, and refreshes on success', async () => {
    const sent: string[] = [];
    const send = vi.fn(async (body: { note: string }, idempotencyKey: string) => {
      sent.push(idempotencyKey);
      if (sent.length === 1) throw new Error('time-out');
      return { id: sent.length, note: body.note };
    });
    const refresh = vi.fn(async () => undefined);
    const { result } = renderHook(() => useCreatingMutation(send, refresh), { wrapper });

    await act(() => result.current.mutateAsync({ note: 'a' }).catch(() => undefined));
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => {
      expect(await result.current.mutateAsync({ note: 'a' })).toEqual({ id: 2, note: 'a' });
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(() => result.current.mutateAsync({ note: 'a' }));

    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
  });
});
