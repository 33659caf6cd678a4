/** What other features use of the month closing: a month's state and kept figures. */
export { monthOf } from './service';
