import { useEffect, useRef, useState } from 'react';

/**
 * Which state a dialog shows. `move` goes to another state, which starts at its top with the
 * keyboard on its main control (`data-mode-focus`, else its first field): the button that was
 * pressed is gone. `reset` goes back quietly, as the dialog closes; when it opens, Mantine
 * places the focus itself.
 */
export function useDialogMode<Mode extends string>(initial: Mode) {
  const [mode, setMode] = useState<Mode>(initial);
  const body = useRef<HTMLDivElement>(null);
  // Counts the moves; 0 until the first.
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (moves === 0) return;
    const content = body.current?.closest('.mantine-Modal-content');
    if (content) content.scrollTop = 0;
    const target =
      body.current?.querySelector<HTMLElement>('[data-mode-focus]') ??
      body.current?.querySelector<HTMLElement>('input:not([disabled])');
    target?.focus();
  }, [moves]);

  const move = (next: Mode) => {
    setMoves((n) => n + 1);
    setMode(next);
  };
  const reset = () => setMode(initial);
  return { mode, move, reset, body };
}
