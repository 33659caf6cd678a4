import type { Role } from './roles';

/** Dashboard tiles (docs/roles-and-policies.md#dashboard-tiles). */
export interface Tile {
  key: string;
  label: string;
  /** null for Uitloggen, which has no path */
  path: string | null;
  roles: readonly Role[] | 'all';
}

export const TILES: readonly Tile[] = [
  {
    key: 'clock',
    label: 'In en uit klokken',
    path: '/ClockIn',
    roles: ['EINDBAAS', 'EIGENAAR', 'BAAS', 'KLOKSYSTEEM'],
  },
  {
    key: 'schedule',
    label: 'Rooster',
    path: '/Schedulepro',
    roles: [
      'EINDBAAS',
      'EIGENAAR',
      'BAAS',
      'HUMANRESOURCE',
      'MEDEWERKER',
      'ROOSTERMAKER',
      'FLOORMANAGER',
    ],
  },
  {
    key: 'employees',
    label: 'Medewerkers',
    path: '/EmployerDashboard',
    roles: ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'],
  },
  {
    key: 'reports',
    label: 'Rapporten',
    path: '/ReportPage',
    roles: ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT', 'FLOORMANAGER'],
  },
  {
    key: 'corrections',
    label: 'Uren Correctie',
    path: '/Urencorrectie',
    roles: ['MEDEWERKER', 'FLOORMANAGER', 'ROOSTERMAKER'],
  },
  {
    key: 'availability',
    label: 'Beschikbaarheid',
    path: '/availabilitiy',
    roles: [
      'EINDBAAS',
      'EIGENAAR',
      'BAAS',
      'HUMANRESOURCE',
      'MEDEWERKER',
      'ROOSTERMAKER',
      'FLOORMANAGER',
    ],
  },
  {
    key: 'settings',
    label: 'Instellingen',
    path: '/settings',
    roles: ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'],
  },
  { key: 'logout', label: 'Uitloggen', path: null, roles: 'all' },
];

/**
 * Subscriptions for which the tiles show (docs/roles-and-policies.md#dashboard-tiles), plus the trial: a free trial in which
 * nothing can be opened would be no trial (docs/decisions).
 */
export const TILE_SUBSCRIPTIONS: readonly string[] = [
  'Klokwerk Maandelijks',
  'Klokwerk Pro Maandelijks',
  'HorecaMasters Basic',
  'Premium Subscription',
  'HorecaMasters Ultimate',
  'Proefperiode',
];

/** A tile shows when both the user's first role and the subscription allow it; Uitloggen always. */
export function visibleTiles(role: Role | null, subscription: string | null | undefined): Tile[] {
  return TILES.filter((tile) => {
    if (tile.roles === 'all') return true;
    if (!role || !subscription || !TILE_SUBSCRIPTIONS.includes(subscription)) return false;
    return tile.roles.includes(role);
  });
}
