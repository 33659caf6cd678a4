import { formatDate, formatTime } from '@klokwerk/domain/format';
import type { TFunction } from 'i18next';
import type { Correction } from '../../../lib/queries/corrections';

/**
 * The registered clock-out the correction would replace: the time, with its date when that is
 * another day than the requested one; "Ontbreekt" for an open registration (the correction
 * supplies the missing clock-out), "Geen registratie" when none matches.
 */
export function clockOutText(
  correction: Pick<Correction, 'clockOutTime' | 'recordId' | 'requestedTime'>,
  timeZone: string,
  t: TFunction<'corrections'>,
): string {
  if (correction.clockOutTime === null) {
    return correction.recordId === null
      ? t('review.table.noRecord')
      : t('review.table.clockOutMissing');
  }
  const clockOut = new Date(correction.clockOutTime);
  const date = formatDate(clockOut, timeZone);
  const time = formatTime(clockOut, timeZone);
  return date === formatDate(new Date(correction.requestedTime), timeZone)
    ? time
    : `${date} ${time}`;
}
