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
  TENANT_WIDE_ROLES,
} from './roles';

describe('ROLES', () => {
  it('are the customer roles and then the platform roles, each once', () => {
    expect(ROLES).toEqual([...CUSTOMER_ROLES, ...PLATFORM_ROLES]);
    expect(new Set(ROLES).size).toBe(ROLES.length);
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
  const companyBound = CUSTOMER_ROLES.filter((role) => !isTenantWide(role));

  it('gives every role a whole rank of at least 1', () => {
    for (const role of ROLES) {
      expect(Number.isInteger(ROLE_RANK[role])).toBe(true);
      expect(ROLE_RANK[role]).toBeGreaterThanOrEqual(1);
    }
  });

  it('ranks EINDBAAS alone at the top of the customer roles', () => {
    const others = CUSTOMER_ROLES.filter((role) => role !== 'EINDBAAS');
    for (const role of others) expect(ROLE_RANK.EINDBAAS).toBeGreaterThan(ROLE_RANK[role]);
  });

  it('ranks BAAS as EIGENAAR, and both above every company-bound role', () => {
    expect(ROLE_RANK.BAAS).toBe(ROLE_RANK.EIGENAAR);
    for (const role of companyBound) expect(ROLE_RANK.EIGENAAR).toBeGreaterThan(ROLE_RANK[role]);
  });

  it('ranks no tenant-wide role below a company-bound one', () => {
    for (const wide of TENANT_WIDE_ROLES) {
      for (const role of companyBound) {
        expect(ROLE_RANK[wide]).toBeGreaterThanOrEqual(ROLE_RANK[role]);
      }
    }
  });

  it('ranks staff and the kiosk lowest', () => {
    const lowest = Math.min(...CUSTOMER_ROLES.map((role) => ROLE_RANK[role]));
    expect(ROLE_RANK.MEDEWERKER).toBe(lowest);
    expect(ROLE_RANK.KLOKSYSTEEM).toBe(lowest);
  });

  it('ranks the operator above its own sub-roles, so it can assign them', () => {
    expect(ROLE_RANK.HORECAMASTERS).toBeGreaterThan(ROLE_RANK['HORECAMASTERS.DESIGN']);
    expect(ROLE_RANK.HORECAMASTERS).toBeGreaterThan(ROLE_RANK['HORECAMASTERS.MEDEWERKER']);
  });
});

describe('ROLE_LABELS', () => {
  it('labels every role with its own non-empty text', () => {
    for (const role of ROLES) expect(ROLE_LABELS[role]).toMatch(/\S/);
    expect(new Set(ROLES.map((role) => ROLE_LABELS[role])).size).toBe(ROLES.length);
  });
});

describe('isTenantWide', () => {
  it('agrees with TENANT_WIDE_ROLES, which are customer roles', () => {
    for (const role of ROLES) expect(isTenantWide(role)).toBe(TENANT_WIDE_ROLES.includes(role));
    for (const role of TENANT_WIDE_ROLES) expect(isPlatformRole(role)).toBe(false);
  });

  it('holds the owners, and neither staff, the kiosk nor the planners', () => {
    for (const role of ['EINDBAAS', 'EIGENAAR', 'BAAS'] as const) {
      expect(isTenantWide(role)).toBe(true);
    }
    for (const role of ['MEDEWERKER', 'KLOKSYSTEEM', 'ROOSTERMAKER', 'FLOORMANAGER'] as const) {
      expect(isTenantWide(role)).toBe(false);
    }
  });
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
