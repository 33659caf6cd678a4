import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastStack } from './toast-stack';
import type { Toast } from './use-toasts';

const TOASTS: Toast[] = [
  { id: 1, kind: 'success', text: 'Beschikbaarheid voor 24-11-2026 opgeslagen.' },
  { id: 2, kind: 'error', text: 'Fouten bij opslaan: …' },
];

function show(onDismiss = vi.fn()) {
  render(
    <MantineProvider env="test">
      <ToastStack toasts={TOASTS} onDismiss={onDismiss} />
    </MantineProvider>,
  );
  return onDismiss;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ToastStack', () => {
  it('tells screen readers: errors as alerts, the rest in a polite region', () => {
    show();
    expect(screen.getByRole('alert').textContent).toContain('Fouten bij opslaan');
    expect(screen.getByRole('status').textContent).toContain('opgeslagen.');
  });

  it('closes each toast after 3 seconds, or at once with its close button', () => {
    const onDismiss = show();
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss.mock.calls.map(([id]) => id).sort()).toEqual([1, 2]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Melding sluiten' })[0] as HTMLElement);
    expect(onDismiss).toHaveBeenLastCalledWith(2);
  });

  it('waits while a toast is pointed at, so it can be read', () => {
    const onDismiss = show();
    fireEvent.pointerEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_MS * 2));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(1);
    fireEvent.pointerLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(onDismiss).toHaveBeenLastCalledWith(2);
  });
});
