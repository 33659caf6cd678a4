import { useState } from 'react';
import type { LeaveItem, SickReport } from '../../../lib/queries/leave';

export type LeaveDialogOf =
  | { kind: 'reject'; leave: LeaveItem }
  | { kind: 'sick' }
  | { kind: 'recover'; report: SickReport };

/**
 * The one dialog of the screen that is open. Each opening has a new key, so its form starts
 * empty; closing keeps what it showed while it fades.
 */
export function useLeaveDialog() {
  const [dialog, setDialog] = useState<{ key: number; opened: boolean; of: LeaveDialogOf } | null>(
    null,
  );
  const open = (of: LeaveDialogOf) =>
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, opened: true, of }));
  const close = () => setDialog((current) => (current ? { ...current, opened: false } : null));
  return { dialog, open, close };
}

export type LeaveDialogState = ReturnType<typeof useLeaveDialog>;
