import { describe, expect, it } from 'vitest';
import { PLAN_NAMES } from './plans';
import { type Action, can } from './policies';
import { CUSTOMER_ROLES, isPlatformRole, isRole, PLATFORM_ROLES, ROLES, type Role } from './roles';
import { TILE_SUBSCRIPTIONS, TILES, visibleTiles } from './tiles';

const LOGOUT = 'Uitloggen';
const MY_ROSTER = 'Mijn rooster';
const MY_HOURS = 'Mijn uren';

const UNKNOWN_SUBSCRIPTIONS = ['Onbekend abonnement', 'klokwerk maandelijks', '', null, undefined];

function labels(
  role: Role | null,
  subscription: string | null | undefined,
  linked = false,
): string[] {
  return visibleTiles(role, subscription, linked).map((tile) => tile.label);
}

describe('TILES', () => {
  const guarded = TILES.filter((tile) => tile.roles !== 'all');

  it('has unique keys, labels and paths', () => {
    for (const field of ['key', 'label', 'path'] as const) {
      expect(new Set(TILES.map((tile) => tile[field])).size).toBe(TILES.length);
    }
  });

  it('ends with Uitloggen, the one tile for every role and the one without a path', () => {
    expect(TILES.at(-1)).toMatchObject({ label: LOGOUT, path: null, roles: 'all' });
    for (const tile of guarded) expect(tile.path).toMatch(/^\/\S+$/);
  });

  it.each(guarded.map((tile) => [tile.label, tile] as const))(
    'names only customer roles, each once, for %s',
    (_label, tile) => {
      const roles = tile.roles === 'all' ? [] : [...tile.roles];
      for (const role of roles) {
        expect(isRole(role)).toBe(true);
        expect(isPlatformRole(role)).toBe(false);
      }
      expect(new Set(roles).size).toBe(roles.length);
      expect(roles.length).toBeGreaterThan(0);
    },
  );
});

describe('TILE_SUBSCRIPTIONS', () => {
  it('is every plan, the trial included', () => {
    expect([...TILE_SUBSCRIPTIONS].sort()).toEqual([...PLAN_NAMES].sort());
  });
});

describe('visibleTiles', () => {
  const withPlan = ROLES.flatMap((role) => PLAN_NAMES.map((plan) => [role, plan] as const));

  it.each(withPlan)('%s on %s sees the tiles that name the role, in order', (role, plan) => {
    const named = TILES.filter((tile) => tile.roles === 'all' || tile.roles.includes(role));
    expect(labels(role, plan, true)).toEqual(named.map((tile) => tile.label));
    const notOwn = named.filter((tile) => !tile.ownEmployee);
    expect(labels(role, plan)).toEqual(notOwn.map((tile) => tile.label));
  });

  it.each(CUSTOMER_ROLES)('gives %s at least one tile besides Uitloggen', (role) => {
    expect(labels(role, PLAN_NAMES[0]).length).toBeGreaterThan(1);
  });

  it.each(PLATFORM_ROLES)('gives the operator role %s only Uitloggen', (role) => {
    expect(labels(role, PLAN_NAMES[0])).toEqual([LOGOUT]);
  });

  it('gives the kiosk only the clock and Uitloggen', () => {
    const clock = TILES.find((tile) => tile.key === 'clock');
    expect(labels('KLOKSYSTEEM', PLAN_NAMES[0])).toEqual([clock?.label, LOGOUT]);
  });

  it('shows BAAS what it shows EIGENAAR', () => {
    for (const plan of PLAN_NAMES) expect(labels('BAAS', plan)).toEqual(labels('EIGENAAR', plan));
  });

  const withoutPlan = ROLES.flatMap((role) =>
    UNKNOWN_SUBSCRIPTIONS.map((subscription) => [role, subscription] as const),
  );

  it.each(withoutPlan)('%s with subscription %j sees only Uitloggen', (role, subscription) => {
    expect(labels(role, subscription)).toEqual([LOGOUT]);
  });

  it('shows only Uitloggen without a role, whatever the plan', () => {
    for (const plan of [...PLAN_NAMES, null]) expect(labels(null, plan)).toEqual([LOGOUT]);
  });

  it.each(ROLES)('always ends with Uitloggen for %s, exactly once', (role) => {
    for (const subscription of [...PLAN_NAMES, ...UNKNOWN_SUBSCRIPTIONS]) {
      const shown = labels(role, subscription);
      expect(shown.at(-1)).toBe(LOGOUT);
      expect(shown.filter((label) => label === LOGOUT)).toHaveLength(1);
    }
  });

  it('adds Mijn rooster and Mijn uren for an account linked to an employee, never the kiosk', () => {
    for (const role of CUSTOMER_ROLES) {
      const unlinked = labels(role, 'Proefperiode');
      const linked = labels(role, 'Proefperiode', true);
      const mine = role === 'KLOKSYSTEEM' ? [] : [MY_ROSTER, MY_HOURS];
      expect(linked.filter((label) => label === MY_ROSTER || label === MY_HOURS)).toEqual(mine);
      expect(linked.filter((label) => !mine.includes(label))).toEqual(unlinked);
    }
  });

  it('shows staff their own roster instead of the management one', () => {
    expect(labels('MEDEWERKER', 'Proefperiode', true)).toContain(MY_ROSTER);
    expect(labels('MEDEWERKER', 'Proefperiode', true)).not.toContain('Rooster');
  });

  it('gives Uitloggen no path', () => {
    expect(visibleTiles('EIGENAAR', 'Klokwerk Maandelijks').at(-1)?.path).toBeNull();
  });
});

describe('tiles agree with the policy table', () => {
  /** The action(s) the page behind each tile needs; one of them is enough. */
  const TILE_ACTIONS: Record<string, Action[]> = {
    clock: ['time.clock'],
    schedule: ['schedule.view'],
    employees: ['employees.manage'],
    reports: ['reports.view'],
    availability: ['availability.own'],
    settings: ['settings.view'],
    corrections: ['corrections.request', 'corrections.review'],
    'my-roster': ['roster.own'],
    'my-hours': ['roster.own'],
    leave: ['leave.decide'],
  };

  it('knows the action behind every tile except Uitloggen', () => {
    const keys = TILES.filter((tile) => tile.roles !== 'all').map((tile) => tile.key);
    expect(keys.sort()).toEqual(Object.keys(TILE_ACTIONS).sort());
  });

  it.each(TILES.filter((tile) => tile.roles !== 'all').map((tile) => [tile.label, tile] as const))(
    'no role sees %s and then gets refused by the server',
    (_label, tile) => {
      const actions = TILE_ACTIONS[tile.key] ?? [];
      const refused = ROLES.filter((role) =>
        labels(role, PLAN_NAMES[0], true).includes(tile.label),
      ).filter((role) => !actions.some((action) => can(role, action)));
      expect(refused).toEqual([]);
    },
  );
});
