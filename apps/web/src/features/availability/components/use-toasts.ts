import { useCallback, useRef, useState } from 'react';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export type PushToast = (kind: Toast['kind'], text: string) => void;

/** More at once would fill a phone's screen; the oldest go first. */
const MAX_TOASTS = 4;

/** The screen's toasts (docs/screens.md#availability): newest last, each closing itself (see ToastStack). */
export function useToasts(): { toasts: Toast[]; push: PushToast; dismiss(id: number): void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const push = useCallback<PushToast>((kind, text) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, text }].slice(-MAX_TOASTS));
  }, []);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  return { toasts, push, dismiss };
}
