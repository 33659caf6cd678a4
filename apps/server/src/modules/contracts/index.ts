/** What other features use of the contracts: the first period of a new employee. */
export { ensureInitialContract, hasContractPeriods } from './service';
