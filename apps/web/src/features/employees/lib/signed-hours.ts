import { weekMinutesText } from './contract-format';

/** '+4 uur', '−2,5 uur': a change of the balance with its sign. */
export function signedHours(minutes: number): string {
  return `${minutes < 0 ? '−' : '+'}${weekMinutesText(Math.abs(minutes))}`;
}
