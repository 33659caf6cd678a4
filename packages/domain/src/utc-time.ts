/**
 * Milliseconds of a UTC date and time given by its parts (month 1–12; parts past their range
 * roll over, as with Date.UTC). Date.UTC itself reads the years 0–99 as 1900–1999, so a year
 * typed as '0099' would silently become 1999: every date built from parts goes through here.
 */
export function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}
