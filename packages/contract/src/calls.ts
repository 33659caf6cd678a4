import type { Call } from './call';
import { employeesOfCompanyCall } from './employees';
import { healthCall } from './health';
import { loginCall } from './login';

/** Every call of the API, for the tests that hold the contract and the server to each other. */
export const CALLS: readonly Call[] = [healthCall, loginCall, employeesOfCompanyCall];
