/** What other features use of the roster: its shifts for the rules, their months and mails. */
export {
  type CheckedShiftRow,
  employeesForChecks,
  insertSchedules,
  shiftsForChecks,
  unavailableIn,
} from './repository';
export { type MailedShift, shiftLine } from './shift-mails';
export { shiftMonths } from './shift-months';
