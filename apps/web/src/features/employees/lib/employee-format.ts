import { formatEuro, formatNumber, roundHalfUp } from '@klokwerk/domain/format';
import { toIsoDate } from '@klokwerk/domain/local-date';

/** The browser's own calendar day as 'yyyy-mm-dd': "today" for whoever looks at the cards. */
export function localIsoDate(now: Date): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** The hourly wage in euro with 2 decimals (docs/screens.md#employees): 22.5 → '€ 22,50'. */
export function formatSalary(euros: number): string {
  return formatEuro(roundHalfUp(euros * 100, 0));
}

/** Fewest decimals that show `value` exactly, up to `max`: 38 → '38', 37.5 → '37,5'. */
function formatExact(value: number, max: number): string {
  let decimals = 0;
  while (decimals < max && roundHalfUp(value, decimals) !== value) decimals += 1;
  return formatNumber(value, decimals);
}

/** Hours per week as the contract has them, to the minute: '38 uur', '37,5 uur', '24,25 uur'. */
export function formatWeekHours(hours: number): string {
  return `${formatExact(hours, 2)} uur`;
}

/** The hours rating is a multiplier with up to 3 decimals: '1', '1,2', '1,125'. */
export function formatRating(rating: number): string {
  return formatExact(rating, 3);
}
