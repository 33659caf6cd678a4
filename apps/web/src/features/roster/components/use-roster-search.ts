import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type RosterSearch, readRosterSearch, writeRosterSearch } from '../lib/roster-search';

/**
 * The view, day and department of the roster, read from and written to the address. Changes
 * replace the history entry: Back leaves the roster instead of stepping through every week
 * looked at.
 */
export function useRosterSearch(): [RosterSearch, (changes: Partial<RosterSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<RosterSearch>) =>
      setParams((current) => writeRosterSearch(current, changes), { replace: true }),
    [setParams],
  );
  return [readRosterSearch(params), update];
}
