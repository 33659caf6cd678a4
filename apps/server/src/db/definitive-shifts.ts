import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The one condition that keeps concept shifts out. A concept is the planners' work in progress
 * (docs/decisions/021): every read of `schedules` other than the planners' own roster — the
 * staff's views, the calendar feed, reports, exports, month figures — carries it. `status` is
 * the column as the query names it (`s.status`, `schedules.status`).
 */
export function definitiveShifts(status: SQLWrapper = sql`status`): SQL {
  return sql`${status} = 'DEFINITIVE'`;
}
