import type { Role } from './roles';

/** Dashboard tiles (docs/roles-and-policies.md#dashboard-tiles). */
export interface Tile {
  key: string;
  label: string;
  /** null for Uitloggen, which has no path */
  path: string | null;
  roles: readonly Role[] | 'all';
  /** Only for an account linked to an employee: one's own roster and hours. */
  ownEmployee?: true;
}

/** Every role that can be linked to an employee (the policy roster.own). */
const EMPLOYEE_ROLES: readonly Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ACCOUNTANT',
  'ROOSTERMAKER',
  'FLOORMANAGER',
  'MEDEWERKER',
];

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
    // Not MEDEWERKER: staff get Mijn rooster instead of the management roster
    // (docs/decisions/024).
    roles: ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ROOSTERMAKER', 'FLOORMANAGER'],
  },
  {
    key: 'my-roster',
    label: 'Mijn rooster',
    path: '/mijn-rooster',
    roles: EMPLOYEE_ROLES,
    ownEmployee: true,
  },
  {
    key: 'my-hours',
    label: 'Mijn uren',
    path: '/mijn-uren',
    roles: EMPLOYEE_ROLES,
    ownEmployee: true,
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
    // The manager's page of leave requests and sick reports (leave.decide).
    key: 'leave',
    label: 'Verlof en ziekte',
    path: '/verlof',
    roles: ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ROOSTERMAKER', 'FLOORMANAGER'],
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

/**
 * A tile shows when both the user's first role and the subscription allow it, and Mijn rooster
 * and Mijn uren only to an account linked to an employee; Uitloggen always.
 */
export function visibleTiles(
  role: Role | null,
  subscription: string | null | undefined,
  linkedToEmployee = false,
): Tile[] {
  return TILES.filter((tile) => {
    if (tile.roles === 'all') return true;
    if (!role || !subscription || !TILE_SUBSCRIPTIONS.includes(subscription)) return false;
    if (tile.ownEmployee && !linkedToEmployee) return false;
    return tile.roles.includes(role);
  });
}
