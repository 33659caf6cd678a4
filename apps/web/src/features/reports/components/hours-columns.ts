import type { TFunction } from 'i18next';
import type { HoursRow } from '../api/get-hours-report';

/**
 * The hours report's figures in the order of its CSV file (docs/calculations.md#csv-files):
 * planned, then worked − penalty = result, each with its label. The table and one's own list
 * show the same columns from here.
 */
export function hoursColumns(
  t: TFunction<'reports'>,
): readonly (readonly [string, (row: HoursRow) => number])[] {
  return [
    [t('hours.summary.scheduledNet'), (row) => row.scheduledHoursWithBreak],
    [t('hours.summary.scheduledGross'), (row) => row.scheduledHours],
    [t('hours.summary.worked'), (row) => row.workedHours],
    [t('hours.summary.late'), (row) => row.lateHours],
    [t('hours.summary.penalty'), (row) => row.penaltyHours],
    [t('hours.summary.resultNet'), (row) => row.actualHoursWithBreak],
    [t('hours.summary.resultGross'), (row) => row.actualHours],
  ];
}
