import { describe, expect, it } from 'vitest';
import { PLAN_NAMES } from './plans';
import { type Action, can } from './policies';
import { ROLES, type Role } from './roles';
import { TILE_SUBSCRIPTIONS, TILES, visibleTiles } from './tiles';

const CLOCK = 'In en uit klokken';
const ROSTER = 'Rooster';
const EMPLOYEES = 'Medewerkers';
const REPORTS = 'Rapporten';
const CORRECTIONS = 'Uren Correctie';
const AVAILABILITY = 'Beschikbaarheid';
const SETTINGS = 'Instellingen';
const LOGOUT = 'Uitloggen';

/**
 * The tile table of docs/roles-and-policies.md#dashboard-tiles: BAAS as EIGENAAR; FLOORMANAGER
 * Rooster, Rapporten, Beschikbaarheid and Uren Correctie; ROOSTERMAKER also Uren Correctie.
 * Written in the dashboard's order.
 */
const EXPECTED: Record<Role, string[]> = {
  EINDBAAS: [CLOCK, ROSTER, EMPLOYEES, REPORTS, AVAILABILITY, SETTINGS, LOGOUT],
  EIGENAAR: [CLOCK, ROSTER, EMPLOYEES, REPORTS, AVAILABILITY, SETTINGS, LOGOUT],
  BAAS: [CLOCK, ROSTER, EMPLOYEES, REPORTS, AVAILABILITY, SETTINGS, LOGOUT],
  HUMANRESOURCE: [ROSTER, EMPLOYEES, REPORTS, AVAILABILITY, SETTINGS, LOGOUT],
  ACCOUNTANT: [REPORTS, LOGOUT],
  ROOSTERMAKER: [ROSTER, CORRECTIONS, AVAILABILITY, LOGOUT],
  FLOORMANAGER: [ROSTER, REPORTS, CORRECTIONS, AVAILABILITY, LOGOUT],
  MEDEWERKER: [ROSTER, CORRECTIONS, AVAILABILITY, LOGOUT],
  KLOKSYSTEEM: [CLOCK, LOGOUT],
  HORECAMASTERS: [LOGOUT],
  'HORECAMASTERS.DESIGN': [LOGOUT],
  'HORECAMASTERS.MEDEWERKER': [LOGOUT],
};

const UNKNOWN_SUBSCRIPTIONS = ['Onbekend abonnement', 'klokwerk maandelijks', '', null, undefined];

function labels(role: Role | null, subscription: string | null | undefined): string[] {
  return visibleTiles(role, subscription).map((tile) => tile.label);
}

describe('TILES', () => {
  it('has the specification’s tiles, paths and order', () => {
    expect(TILES.map((tile) => [tile.label, tile.path])).toEqual([
      [CLOCK, '/ClockIn'],
      [ROSTER, '/Schedulepro'],
      [EMPLOYEES, '/EmployerDashboard'],
      [REPORTS, '/ReportPage'],
      [CORRECTIONS, '/Urencorrectie'],
      [AVAILABILITY, '/availabilitiy'],
      [SETTINGS, '/settings'],
      [LOGOUT, null],
    ]);
  });

  it('has unique keys', () => {
    expect(new Set(TILES.map((tile) => tile.key)).size).toBe(TILES.length);
  });
});

describe('TILE_SUBSCRIPTIONS', () => {
  it('holds the five paid plans plus the trial, which is every plan', () => {
    expect([...TILE_SUBSCRIPTIONS].sort()).toEqual(
      [
        'Klokwerk Maandelijks',
        'Klokwerk Pro Maandelijks',
        'HorecaMasters Basic',
        'Premium Subscription',
        'HorecaMasters Ultimate',
        'Proefperiode',
      ].sort(),
    );
    expect([...TILE_SUBSCRIPTIONS].sort()).toEqual([...PLAN_NAMES].sort());
  });
});

describe('visibleTiles', () => {
  const withPlan = ROLES.flatMap((role) => PLAN_NAMES.map((plan) => [role, plan] as const));

  it.each(withPlan)('%s on %s sees the tiles of the table', (role, plan) => {
    expect(labels(role, plan)).toEqual(EXPECTED[role]);
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
        labels(role, PLAN_NAMES[0]).includes(tile.label),
      ).filter((role) => !actions.some((action) => can(role, action)));
      expect(refused).toEqual([]);
    },
  );
});
