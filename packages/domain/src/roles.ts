/**
 * The roles of Klokwerk (docs/roles-and-policies.md).
 * A user may hold several roles; the first one is the one that counts.
 */
export const CUSTOMER_ROLES = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ACCOUNTANT',
  'ROOSTERMAKER',
  'FLOORMANAGER',
  'MEDEWERKER',
  'KLOKSYSTEEM',
] as const;

/** Roles of the platform's own operators; they live in the platform tenant only. */
export const PLATFORM_ROLES = [
  'HORECAMASTERS',
  'HORECAMASTERS.DESIGN',
  'HORECAMASTERS.MEDEWERKER',
] as const;

export const ROLES = [...CUSTOMER_ROLES, ...PLATFORM_ROLES] as const;

export type CustomerRole = (typeof CUSTOMER_ROLES)[number];
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Operators' roles, which live in the platform tenant and never act on customer data. */
export function isPlatformRole(role: Role): role is PlatformRole {
  return (PLATFORM_ROLES as readonly Role[]).includes(role);
}

/** Rank decides who may change whose roles (docs/roles-and-policies.md#role-assignment). */
export const ROLE_RANK: Record<Role, number> = {
  EINDBAAS: 5,
  EIGENAAR: 4,
  BAAS: 4,
  HUMANRESOURCE: 3,
  ACCOUNTANT: 2,
  ROOSTERMAKER: 2,
  FLOORMANAGER: 2,
  MEDEWERKER: 1,
  KLOKSYSTEEM: 1,
  HORECAMASTERS: 5,
  'HORECAMASTERS.DESIGN': 1,
  'HORECAMASTERS.MEDEWERKER': 1,
};

/** Display labels (docs/roles-and-policies.md#roles, extended to the roles it does not label). */
export const ROLE_LABELS: Record<Role, string> = {
  EINDBAAS: 'Eindbaas',
  EIGENAAR: 'Eigenaar',
  BAAS: 'Baas',
  HUMANRESOURCE: 'Humanresource',
  ACCOUNTANT: 'Accountant',
  ROOSTERMAKER: 'Roostermaker',
  FLOORMANAGER: 'Floormanager',
  MEDEWERKER: 'Medewerker',
  KLOKSYSTEEM: 'Kloksysteem',
  HORECAMASTERS: 'HorecaMasters',
  'HORECAMASTERS.DESIGN': 'HorecaMasters Design',
  'HORECAMASTERS.MEDEWERKER': 'HorecaMasters Medewerker',
};

/** These roles act for every company of their tenant; the others only for their own company. */
export const TENANT_WIDE_ROLES: readonly Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ACCOUNTANT',
];

export function isTenantWide(role: Role): boolean {
  return TENANT_WIDE_ROLES.includes(role);
}

/**
 * The role that counts: the first one (spec: "the first role in the token is used"). An unknown
 * first role gives null rather than falling through to a later role that may grant more.
 */
export function primaryRole(roles: readonly string[]): Role | null {
  const first = roles[0];
  return isRole(first) ? first : null;
}
