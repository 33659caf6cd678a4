import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_ROLES,
  isPlatformRole,
  isRole,
  isTenantWide,
  PLATFORM_ROLES,
  primaryRole,
  ROLE_LABELS,
  ROLE_RANK,
  ROLES,
  type Role,
  TENANT_WIDE_ROLES,
} from './roles';

describe('ROLES', () => {
  it('holds the roles the specification names, and nothing else', () => {
    expect([...ROLES].sort()).toEqual(
      [
        'EINDBAAS',
        'EIGENAAR',
        'BAAS',
        'ACCOUNTANT',
        'FLOORMANAGER',
        'HUMANRESOURCE',
        'MEDEWERKER',
        'KLOKSYSTEEM',
        'ROOSTERMAKER',
        'HORECAMASTERS',
        'HORECAMASTERS.DESIGN',
        'HORECAMASTERS.MEDEWERKER',
      ].sort(),
    );
    expect(new Set(ROLES).size).toBe(ROLES.length);
  });

  it('splits them into customer and platform roles', () => {
    expect([...PLATFORM_ROLES].sort()).toEqual([
      'HORECAMASTERS',
      'HORECAMASTERS.DESIGN',
      'HORECAMASTERS.MEDEWERKER',
    ]);
    expect([...CUSTOMER_ROLES, ...PLATFORM_ROLES].sort()).toEqual([...ROLES].sort());
  });
});

describe('isPlatformRole', () => {
  it.each(ROLES.map((role) => [role, role.startsWith('HORECAMASTERS')] as const))(
    '%s → %s',
    (role, expected) => {
      expect(isPlatformRole(role)).toBe(expected);
    },
  );
});

describe('ROLE_RANK', () => {
  // docs/roles-and-policies.md.
  const expected: Record<Exclude<Role, (typeof PLATFORM_ROLES)[number]>, number> = {
    EINDBAAS: 5,
    EIGENAAR: 4,
    BAAS: 4,
    HUMANRESOURCE: 3,
    ACCOUNTANT: 2,
    ROOSTERMAKER: 2,
    FLOORMANAGER: 2,
    MEDEWERKER: 1,
    KLOKSYSTEEM: 1,
  };

  it.each(Object.entries(expected))('%s has rank %i', (role, rank) => {
    expect(ROLE_RANK[role as Role]).toBe(rank);
  });

  it('ranks the operator above its own sub-roles, so it can assign them', () => {
    expect(ROLE_RANK.HORECAMASTERS).toBeGreaterThan(ROLE_RANK['HORECAMASTERS.DESIGN']);
    expect(ROLE_RANK.HORECAMASTERS).toBeGreaterThan(ROLE_RANK['HORECAMASTERS.MEDEWERKER']);
  });
});

describe('ROLE_LABELS', () => {
  it('uses the specification’s labels (docs/roles-and-policies.md#roles)', () => {
    expect(ROLE_LABELS).toMatchObject({
      EIGENAAR: 'Eigenaar',
      ACCOUNTANT: 'Accountant',
      HUMANRESOURCE: 'Humanresource',
      MEDEWERKER: 'Medewerker',
      KLOKSYSTEEM: 'Kloksysteem',
      ROOSTERMAKER: 'Roostermaker',
    });
  });

  it('labels every role with a non-empty text', () => {
    for (const role of ROLES) expect(ROLE_LABELS[role]).toMatch(/\S/);
  });
});

describe('isTenantWide', () => {
  // docs/roles-and-policies.md: these act for every company; the rest only for their own.
  const tenantWide = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];

  it('lists exactly the tenant-wide roles', () => {
    expect([...TENANT_WIDE_ROLES].sort()).toEqual([...tenantWide].sort());
  });

  it.each(ROLES.map((role) => [role, tenantWide.includes(role)] as const))(
    '%s → %s',
    (role, expected) => {
      expect(isTenantWide(role)).toBe(expected);
    },
  );
});

describe('isRole', () => {
  it.each(ROLES)('accepts %s', (role) => {
    expect(isRole(role)).toBe(true);
  });

  it.each([
    'eigenaar',
    'Eigenaar',
    ' EIGENAAR',
    'ROLE_EIGENAAR',
    'HORECAMASTERS.X',
    'ADMIN',
    '',
    null,
    undefined,
    42,
    ['EIGENAAR'],
    { role: 'EIGENAAR' },
  ])('rejects %j', (value) => {
    expect(isRole(value)).toBe(false);
  });
});

describe('primaryRole', () => {
  it('takes the first role', () => {
    expect(primaryRole(['MEDEWERKER', 'EIGENAAR'])).toBe('MEDEWERKER');
    expect(primaryRole(['EIGENAAR', 'MEDEWERKER'])).toBe('EIGENAAR');
    expect(primaryRole(['KLOKSYSTEEM'])).toBe('KLOKSYSTEEM');
  });

  it('gives null for an unknown first role instead of using a later one', () => {
    expect(primaryRole(['SUPERADMIN', 'EIGENAAR'])).toBeNull();
    expect(primaryRole(['eigenaar'])).toBeNull();
  });

  it('gives null for no roles', () => {
    expect(primaryRole([])).toBeNull();
  });
});
