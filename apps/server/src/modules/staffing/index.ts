/** What other features use of the Bezetting: the needs and the weekly budget. */
export { budgetOf, needsOf } from './repository';
