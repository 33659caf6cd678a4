import { formatEuro, formatNumber, roundHalfUp } from '@klokwerk/domain/format';

/** The browser's own calendar day as 'yyyy-mm-dd': "today" for whoever looks at the cards. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date 'yyyy-mm-dd' as the screens show dates: 'dd-mm-jjjj'. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
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
