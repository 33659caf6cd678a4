import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, assignableRoles, can, mayChangeRolesOf } from './policies';
import { CUSTOMER_ROLES, PLATFORM_ROLES, ROLES, type Role } from './roles';

/** The roles allowed `action`, in ROLES order, found through `can` itself. */
function rolesAllowed(action: Action): Role[] {
  return ROLES.filter((role) => can(role, action));
}

/** The actions `role` may take, in ACTIONS order. */
function actionsOf(role: Role): Action[] {
  return ACTIONS.filter((action) => can(role, action));
}

/** `roles` in ROLES order, so expectations can be written in the order the spec lists them. */
function inRoleOrder(roles: readonly Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

// Written out by hand from the spec and docs/roles-and-policies.md, not derived from policies.ts, so that an
// edit to the table there has to be made here too, on purpose.
const OWNERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS'];
const SETTINGS: Role[] = [...OWNERS, 'HUMANRESOURCE'];
const MONEY: Role[] = [...SETTINGS, 'ACCOUNTANT'];
const PLANNERS: Role[] = [...SETTINGS, 'FLOORMANAGER', 'ROOSTERMAKER'];

const EXPECTED: Record<Action, Role[]> = {
  'time.clock': [...OWNERS, 'KLOKSYSTEEM'],
  'time.review': [...MONEY, 'FLOORMANAGER'],
  'time.own': ['MEDEWERKER', 'FLOORMANAGER', 'HUMANRESOURCE', 'ROOSTERMAKER', 'ACCOUNTANT'],
  // time.own together with time.review (one route reads one's own or, for a reviewer, anyone's).
  'time.worked-hours': [
    'EINDBAAS',
    'EIGENAAR',
    'BAAS',
    'HUMANRESOURCE',
    'ACCOUNTANT',
    'FLOORMANAGER',
    'ROOSTERMAKER',
    'MEDEWERKER',
  ],
  // "Review company corrections by month" in docs/roles-and-policies.md#corrections.
  'corrections.review': ['BAAS', 'EINDBAAS', 'EIGENAAR', 'ROOSTERMAKER', 'ACCOUNTANT'],
  // "Submit own correction requests and see own list" in docs/roles-and-policies.md#corrections.
  'corrections.request': ['MEDEWERKER', 'FLOORMANAGER', 'HUMANRESOURCE', 'KLOKSYSTEEM'],
  // Reviewers and the staff of corrections.request, without the kiosk (a shared tablet).
  // The reviewers, and the Reports page's correction report (docs/roles-and-policies.md#corrections).
  'corrections.report': [
    'EINDBAAS',
    'EIGENAAR',
    'BAAS',
    'ROOSTERMAKER',
    'ACCOUNTANT',
    'FLOORMANAGER',
    'HUMANRESOURCE',
  ],
  'corrections.read': [
    'BAAS',
    'EINDBAAS',
    'EIGENAAR',
    'ROOSTERMAKER',
    'ACCOUNTANT',
    'MEDEWERKER',
    'FLOORMANAGER',
    'HUMANRESOURCE',
  ],
  // "Reports page" in docs/roles-and-policies.md.
  'reports.view': [
    'BAAS',
    'EINDBAAS',
    'EIGENAAR',
    'FLOORMANAGER',
    'HUMANRESOURCE',
    'HORECAMASTERS',
    'ACCOUNTANT',
    'MEDEWERKER',
  ],
  'reports.hours': [...MONEY, 'FLOORMANAGER'],
  // "Wages, salaries and wage-cost reports" in docs/roles-and-policies.md#money-and-personal-data.
  'reports.wages': ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'],
  // An owner, HR or the accountant closes a month; the same rights reopen it.
  'month.close': ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'],
  // A tenant-wide page for the owners.
  'audit.view': ['EINDBAAS', 'EIGENAAR', 'BAAS'],
  // Whoever may see a registration, correction, employee, account or shift sees its history.
  'audit.object': [
    'EINDBAAS',
    'EIGENAAR',
    'BAAS',
    'HUMANRESOURCE',
    'ACCOUNTANT',
    'FLOORMANAGER',
    'ROOSTERMAKER',
  ],
  'salary.view': ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'],
  // "BSN" in docs/roles-and-policies.md#money-and-personal-data.
  'bsn.view': ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'],
  // "Settings cards" in docs/roles-and-policies.md.
  'settings.view': ['BAAS', 'EINDBAAS', 'EIGENAAR', 'HUMANRESOURCE'],
  'penalty.view': [...MONEY, 'FLOORMANAGER', 'ROOSTERMAKER'],
  'penalty.manage': SETTINGS,
  // The contract's hours are in the employee list already; changing them is HR's and the owners'.
  'contracts.view': [...PLANNERS, 'ACCOUNTANT'],
  'contracts.manage': SETTINGS,
  'pay-settings.view': [...MONEY, 'FLOORMANAGER', 'ROOSTERMAKER'],
  'pay-settings.manage': SETTINGS,
  'leave-adjustments.view': MONEY,
  'leave-adjustments.manage': SETTINGS,
  'companies.view': [...CUSTOMER_ROLES],
  'companies.manage': SETTINGS,
  'employees.view': [...PLANNERS, 'ACCOUNTANT'],
  'employees.manage': SETTINGS,
  'organisation.view': [...PLANNERS, 'MEDEWERKER', 'ACCOUNTANT'],
  'organisation.manage': SETTINGS,
  'users.manage': SETTINGS,
  'roles.assign': [...SETTINGS, 'HORECAMASTERS'],
  'schedule.view': [...PLANNERS, 'MEDEWERKER'],
  // Bezetting: read beside the roster, changed by those who plan (docs/roles-and-policies.md).
  'staffing.view': [...PLANNERS, 'MEDEWERKER'],
  'staffing.edit': PLANNERS,
  // "Schedule editing" in docs/roles-and-policies.md.
  'schedule.edit': [
    'BAAS',
    'EINDBAAS',
    'EIGENAAR',
    'FLOORMANAGER',
    'ROOSTERMAKER',
    'HUMANRESOURCE',
  ],
  'availability.own': [...PLANNERS, 'MEDEWERKER'],
  'availability.view': PLANNERS,
  // Every role that can be linked to an employee: not the kiosk (a device), not the operators.
  'calendar.own': [
    'EINDBAAS',
    'EIGENAAR',
    'BAAS',
    'HUMANRESOURCE',
    'ACCOUNTANT',
    'ROOSTERMAKER',
    'FLOORMANAGER',
    'MEDEWERKER',
  ],
  // Mijn rooster / Mijn uren: the same people as the calendar feed.
  'roster.own': [
    'EINDBAAS',
    'EIGENAAR',
    'BAAS',
    'HUMANRESOURCE',
    'ACCOUNTANT',
    'ROOSTERMAKER',
    'FLOORMANAGER',
    'MEDEWERKER',
  ],
  // Vandaag: those who run the day.
  'today.view': ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'FLOORMANAGER'],
  // One's own leave: the same people as Mijn rooster.
  'leave.request.own': [
    'EINDBAAS',
    'EIGENAAR',
    'BAAS',
    'HUMANRESOURCE',
    'ACCOUNTANT',
    'ROOSTERMAKER',
    'FLOORMANAGER',
    'MEDEWERKER',
  ],
  // Those who plan decide leave and register sickness; the accountant reads it for the pay.
  'leave.decide': PLANNERS,
  'leave.view': [...PLANNERS, 'ACCOUNTANT'],
  'sickness.report': PLANNERS,
  'open-shifts.manage': PLANNERS,
  'open-shifts.delete': PLANNERS,
  'open-shifts.take': [...MONEY, 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER'],
  'platform.operate': ['HORECAMASTERS'],
};

describe('policy table', () => {
  it('has exactly the actions this test knows', () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED) as [Action, Role[]][])(
    '%s → exactly its roles',
    (action, roles) => {
      expect(rolesAllowed(action)).toEqual(inRoleOrder(roles));
    },
  );

  it.each(ACTIONS)('%s is refused without a role', (action) => {
    expect(can(null, action)).toBe(false);
    expect(can(undefined, action)).toBe(false);
  });
});

describe('the areas the specification and docs/roles-and-policies.md fix', () => {
  it('review corrections: BAAS, EINDBAAS, EIGENAAR, ROOSTERMAKER, ACCOUNTANT', () => {
    expect(rolesAllowed('corrections.review')).toEqual(
      inRoleOrder(['BAAS', 'EINDBAAS', 'EIGENAAR', 'ROOSTERMAKER', 'ACCOUNTANT']),
    );
  });

  it('submit own corrections: MEDEWERKER, FLOORMANAGER, HUMANRESOURCE, KLOKSYSTEEM', () => {
    expect(rolesAllowed('corrections.request')).toEqual(
      inRoleOrder(['MEDEWERKER', 'FLOORMANAGER', 'HUMANRESOURCE', 'KLOKSYSTEEM']),
    );
  });

  it('wages, salaries and wage cost: the owners, HR and the accountant only', () => {
    const money = inRoleOrder(['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT']);
    expect(rolesAllowed('reports.wages')).toEqual(money);
    expect(rolesAllowed('salary.view')).toEqual(money);
  });

  it('FLOORMANAGER and MEDEWERKER open the Reports page but never see money', () => {
    for (const role of ['FLOORMANAGER', 'MEDEWERKER'] as const) {
      expect(can(role, 'reports.view')).toBe(true);
      expect(can(role, 'reports.wages')).toBe(false);
      expect(can(role, 'salary.view')).toBe(false);
      expect(can(role, 'bsn.view')).toBe(false);
    }
  });

  it('BSN: EINDBAAS, EIGENAAR, BAAS, HUMANRESOURCE only', () => {
    expect(rolesAllowed('bsn.view')).toEqual(
      inRoleOrder(['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE']),
    );
    expect(can('ACCOUNTANT', 'bsn.view')).toBe(false);
  });

  it('the kiosk can only clock, submit corrections and see its company', () => {
    expect(actionsOf('KLOKSYSTEEM').sort()).toEqual(
      ['companies.view', 'corrections.request', 'time.clock'].sort(),
    );
  });

  it('the operator sees no customer data: only the Reports page, roles and the platform', () => {
    expect(actionsOf('HORECAMASTERS').sort()).toEqual(
      ['platform.operate', 'reports.view', 'roles.assign'].sort(),
    );
  });

  it.each(['HORECAMASTERS.DESIGN', 'HORECAMASTERS.MEDEWERKER'] as const)(
    '%s can do nothing',
    (role) => {
      expect(actionsOf(role)).toEqual([]);
    },
  );

  it('no customer role operates the platform', () => {
    for (const role of CUSTOMER_ROLES) expect(can(role, 'platform.operate')).toBe(false);
  });
});

describe("read actions for one's own or, for a reviewer, anyone's", () => {
  it('time.worked-hours is time.own together with time.review', () => {
    expect(rolesAllowed('time.worked-hours')).toEqual(
      inRoleOrder([...rolesAllowed('time.own'), ...rolesAllowed('time.review')]),
    );
  });

  it('corrections.read is corrections.review together with corrections.request, but not the kiosk', () => {
    expect(rolesAllowed('corrections.read')).toEqual(
      inRoleOrder(
        [...rolesAllowed('corrections.review'), ...rolesAllowed('corrections.request')].filter(
          (role) => role !== 'KLOKSYSTEEM',
        ),
      ),
    );
  });
});

describe('actions that depend on each other', () => {
  /** Whoever may do `action` may also do every one of `needs`, or their screen breaks. */
  const dependencies: [Action, Action[]][] = [
    ['reports.hours', ['reports.view', 'penalty.view', 'employees.view']],
    ['reports.wages', ['reports.view', 'salary.view', 'employees.view']],
    [
      'schedule.edit',
      ['schedule.view', 'availability.view', 'employees.view', 'organisation.view'],
    ],
    ['schedule.view', ['organisation.view', 'companies.view']],
    ['employees.manage', ['employees.view', 'organisation.view']],
    ['penalty.manage', ['penalty.view']],
    ['staffing.edit', ['staffing.view', 'schedule.edit']],
    ['contracts.manage', ['contracts.view', 'employees.manage']],
    ['pay-settings.manage', ['pay-settings.view', 'settings.view']],
    ['leave-adjustments.manage', ['leave-adjustments.view', 'employees.manage']],
    ['companies.manage', ['companies.view']],
    ['organisation.manage', ['organisation.view']],
    ['users.manage', ['roles.assign']],
    ['corrections.review', ['employees.view']],
    ['time.review', ['employees.view']],
    ['bsn.view', ['salary.view', 'employees.manage']],
  ];

  it.each(dependencies)('%s implies %j', (action, needs) => {
    const missing = rolesAllowed(action).flatMap((role) =>
      needs.filter((need) => !can(role, need)).map((need) => `${role} lacks ${need}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('assignableRoles', () => {
  const CUSTOMER_LIST: Role[] = [
    'EIGENAAR',
    'ACCOUNTANT',
    'HUMANRESOURCE',
    'MEDEWERKER',
    'KLOKSYSTEEM',
    'ROOSTERMAKER',
  ];

  it('EIGENAAR gets the specification’s full list', () => {
    expect(assignableRoles('EIGENAAR')).toEqual(CUSTOMER_LIST);
  });

  it('BAAS, ranked as EIGENAAR, gets the same list', () => {
    expect(assignableRoles('BAAS')).toEqual(CUSTOMER_LIST);
  });

  it('EINDBAAS gets the same list, never EINDBAAS itself (CLI only)', () => {
    expect(assignableRoles('EINDBAAS')).toEqual(CUSTOMER_LIST);
    for (const actor of ROLES) expect(assignableRoles(actor)).not.toContain('EINDBAAS');
  });

  it('HUMANRESOURCE (rank 3) cannot hand out EIGENAAR (rank 4)', () => {
    expect(assignableRoles('HUMANRESOURCE')).toEqual(
      CUSTOMER_LIST.filter((role) => role !== 'EIGENAAR'),
    );
  });

  it('HORECAMASTERS assigns only its own sub-roles', () => {
    expect(assignableRoles('HORECAMASTERS')).toEqual([
      'HORECAMASTERS.DESIGN',
      'HORECAMASTERS.MEDEWERKER',
    ]);
  });

  it.each([
    'ACCOUNTANT',
    'ROOSTERMAKER',
    'FLOORMANAGER',
    'MEDEWERKER',
    'KLOKSYSTEEM',
    'HORECAMASTERS.DESIGN',
    'HORECAMASTERS.MEDEWERKER',
  ] as const)('%s assigns nothing', (actor) => {
    expect(assignableRoles(actor)).toEqual([]);
  });

  it('nobody without a role assigns anything', () => {
    expect(assignableRoles(null)).toEqual([]);
    expect(assignableRoles(undefined)).toEqual([]);
  });

  it('no customer hands out BAAS or FLOORMANAGER, which the specification does not list', () => {
    for (const actor of ROLES) {
      expect(assignableRoles(actor)).not.toContain('BAAS');
      expect(assignableRoles(actor)).not.toContain('FLOORMANAGER');
    }
  });

  it.each(ROLES)('%s never hands out a role ranked above its own', (actor) => {
    for (const role of assignableRoles(actor)) expect(mayChangeRolesOf(actor, role)).toBe(true);
  });
});

describe('mayChangeRolesOf', () => {
  it('HUMANRESOURCE cannot change the roles of an EIGENAAR or BAAS', () => {
    expect(mayChangeRolesOf('HUMANRESOURCE', 'EIGENAAR')).toBe(false);
    expect(mayChangeRolesOf('HUMANRESOURCE', 'BAAS')).toBe(false);
    expect(mayChangeRolesOf('HUMANRESOURCE', 'EINDBAAS')).toBe(false);
  });

  it('EIGENAAR and BAAS cannot change the roles of an EINDBAAS', () => {
    expect(mayChangeRolesOf('EIGENAAR', 'EINDBAAS')).toBe(false);
    expect(mayChangeRolesOf('BAAS', 'EINDBAAS')).toBe(false);
  });

  it('a manager may change roles of equal or lower rank', () => {
    expect(mayChangeRolesOf('EINDBAAS', 'EINDBAAS')).toBe(true);
    expect(mayChangeRolesOf('EINDBAAS', 'EIGENAAR')).toBe(true);
    expect(mayChangeRolesOf('EIGENAAR', 'BAAS')).toBe(true);
    expect(mayChangeRolesOf('EIGENAAR', 'EIGENAAR')).toBe(true);
    expect(mayChangeRolesOf('HUMANRESOURCE', 'HUMANRESOURCE')).toBe(true);
    expect(mayChangeRolesOf('HUMANRESOURCE', 'MEDEWERKER')).toBe(true);
  });

  it('a user without a role yet may be given one', () => {
    expect(mayChangeRolesOf('HUMANRESOURCE', null)).toBe(true);
  });

  it.each(['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'] as const)(
    '%s changes nobody’s roles',
    (actor) => {
      for (const target of [...ROLES, null]) expect(mayChangeRolesOf(actor, target)).toBe(false);
    },
  );

  it('nobody without a role changes roles', () => {
    expect(mayChangeRolesOf(null, 'MEDEWERKER')).toBe(false);
    expect(mayChangeRolesOf(undefined, null)).toBe(false);
  });

  it('the operator changes only operators’ roles, and no customer changes an operator’s', () => {
    expect(mayChangeRolesOf('HORECAMASTERS', 'HORECAMASTERS.DESIGN')).toBe(true);
    expect(mayChangeRolesOf('HORECAMASTERS', 'HORECAMASTERS.MEDEWERKER')).toBe(true);
    for (const customer of CUSTOMER_ROLES) {
      expect(mayChangeRolesOf('HORECAMASTERS', customer)).toBe(false);
      for (const operator of PLATFORM_ROLES) {
        expect(mayChangeRolesOf(customer, operator)).toBe(false);
      }
    }
  });
});
