/** What other features use of the sign-in: finding an account and issuing its token. */
export { findAccount } from './repository';
export { issueToken } from './service';
