/** What other features use of leave and sickness: absences in the roster and today, the absent employee. */
export { absenceWarningsFor, absentToday } from './absences';
export { type AbsentEmployee, absentEmployee } from './repository';
export { shiftsOf } from './sickness-repository';
