/** What other features use of the tenants: provisioning a new one. */
export { provisionTenant } from './provision';
