import type { Role } from '@klokwerk/domain/roles';

/**
 * Who may review registrations (time.review), written out by hand so the tests do not read the
 * policy table they check (docs/roles-and-policies.md): the money roles, who act for every company
 * of the tenant, plus FLOORMANAGER, bound to its own company.
 */
export const TENANT_WIDE_REVIEWERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ACCOUNTANT',
];
export const REVIEWERS: Role[] = [...TENANT_WIDE_REVIEWERS, 'FLOORMANAGER'];
/** The customer roles that may not review registrations. */
export const NOT_REVIEWERS: Role[] = ['ROOSTERMAKER', 'MEDEWERKER', 'KLOKSYSTEEM'];
