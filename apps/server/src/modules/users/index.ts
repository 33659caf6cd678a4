/** What other features use of the users: the reset mail and an account row. */
export { mailResetLink, type ResetLinkDeps } from './password-reset';
export type { AccountRow } from './repository';
