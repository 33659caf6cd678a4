/** What other features use of the registration links: a new token and its scope. */
export { inLinkScope } from './link-scope';
export { newLinkToken, REGISTRATION_LINK_MS, RESET_LINK_MS } from './link-token';
