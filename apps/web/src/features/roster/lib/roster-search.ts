import { type LocalDate, readIsoDate, toIsoDate } from '@klokwerk/domain/local-date';

/**
 * What the roster shows, kept in the address (`?weergave=dag&datum=2026-11-24&afdeling=3`) so
 * that a reload or a link sent to a colleague opens the same week, day and department.
 */
export type RosterView = 'week' | 'dag';

export interface RosterSearch {
  view: RosterView;
  /** The chosen day (its week in the week view); null: today in the company's zone. */
  date: LocalDate | null;
  /** A category id; null: Alle afdelingen. */
  department: number | null;
}

const VIEW = 'weergave';
const DATE = 'datum';
const DEPARTMENT = 'afdeling';

export function readRosterSearch(params: URLSearchParams): RosterSearch {
  const department = Number(params.get(DEPARTMENT));
  return {
    view: params.get(VIEW) === 'dag' ? 'dag' : 'week',
    date: readIsoDate(params.get(DATE)),
    department: Number.isInteger(department) && department > 0 ? department : null,
  };
}

/** The address's query with `changes` applied; other parameters are kept as they are. */
export function writeRosterSearch(
  params: URLSearchParams,
  changes: Partial<RosterSearch>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  if (changes.view !== undefined) set(VIEW, changes.view === 'dag' ? 'dag' : null);
  if (changes.date !== undefined) set(DATE, changes.date && toIsoDate(changes.date));
  if (changes.department !== undefined) {
    set(DEPARTMENT, changes.department === null ? null : String(changes.department));
  }
  return next;
}
