import { formatDuration } from '@klokwerk/domain/format';

/** '107 uur 19 min' of whole minutes; a debt as '−2 uur'. */
export function minutesText(minutes: number): string {
  const text = formatDuration(Math.abs(minutes) * 60);
  return minutes < 0 ? `−${text}` : text;
}

/** '+4 uur 3 min', '−8 uur 45 min', '0 min': plus and minus hours with their sign. */
export function signedMinutesText(minutes: number): string {
  if (minutes === 0) return '0 min';
  return `${minutes < 0 ? '−' : '+'}${formatDuration(Math.abs(minutes) * 60)}`;
}

/** 'dd-mm-jjjj' of 'yyyy-mm-dd'. */
export function isoDateText(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}
