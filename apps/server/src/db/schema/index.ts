/**
 * The whole database schema: the one aggregate that drizzle-kit and the database client
 * load. Tables are defined per area; docs/data-model.md has the diagram.
 */
export * from './absence';
export * from './employees';
export * from './employment';
export * from './idempotency';
export * from './open-shifts';
export * from './pay-settings';
export * from './payroll';
export * from './platform';
export * from './roster';
export * from './staffing';
export * from './tenancy';
export * from './time';
export * from './users';
