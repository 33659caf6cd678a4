/** What other features use of the users: the reset mail and an account row with its columns. */
export { mailResetLink, type ResetLinkDeps } from './password-reset';
export { ACCOUNT, type AccountRow } from './repository';
