/** What other features use of the month's figures. */
export { costOfMonth, type MonthFigures, monthFigures } from './figures';
export { approvedCorrectionsWhere, type MonthScope, reviewRecords } from './repository';
