/** What other features use of the corrections: an employee's own list. */
export { correctionsOfEmployeeId } from './service';
