/** What other features use of the time registration. */
export { settleOpenRecordOf } from './corrected-clock-out';
export { recordInputs } from './repository';
export { workedHours } from './service';
