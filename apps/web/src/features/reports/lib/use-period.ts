import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { currentPeriod, type Period, parsePeriod, periodKey } from './period';

/**
 * The month a report shows, kept in the address (?month=2026-03) so a link opens the same
 * month and switching between the reports keeps it; the current month until one is chosen.
 */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('month');
  const period = useMemo(() => {
    const now = new Date();
    return parsePeriod(text, now) ?? currentPeriod(now);
  }, [text]);
  const choose = useCallback(
    (next: Period) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('month', periodKey(next));
          return updated;
        },
        // A new month is the same screen, not a step the back button should walk through.
        { replace: true },
      ),
    [setParams],
  );
  return [period, choose];
}
