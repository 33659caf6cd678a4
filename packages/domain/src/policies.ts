import { isPlatformRole, ROLE_RANK, type Role } from './roles';

/**
 * The role × action policy table (docs/roles-and-policies.md#actions). The server checks every route against it;
 * the web app uses the same table to hide what a role may not use.
 *
 * The rules in words: docs/roles-and-policies.md; the reasons for the choices beyond the
 * original screens in docs/decisions/004-policies-and-the-api-guard.md and the other decisions.
 */
const OWNERS = ['EINDBAAS', 'EIGENAAR', 'BAAS'] as const satisfies readonly Role[];
/** Settings cards, employee management, organisation structure ("Settings cards" in docs/roles-and-policies.md). */
const SETTINGS = [...OWNERS, 'HUMANRESOURCE'] as const satisfies readonly Role[];
/** Wages, salaries and wage-cost reports (docs/roles-and-policies.md#money-and-personal-data). */
const MONEY = [...SETTINGS, 'ACCOUNTANT'] as const satisfies readonly Role[];
/** Schedule editing (docs/roles-and-policies.md). */
const PLANNERS = [...SETTINGS, 'FLOORMANAGER', 'ROOSTERMAKER'] as const satisfies readonly Role[];
/** Rooster and Beschikbaarheid tiles (docs/roles-and-policies.md#dashboard-tiles). */
const ROSTER_USERS = [...PLANNERS, 'MEDEWERKER'] as const satisfies readonly Role[];

export const POLICY = {
  /** Clock in or out by phone number at the kiosk (tile "In en uit klokken"). */
  'time.clock': [...OWNERS, 'KLOKSYSTEEM'],
  /** Read a company's time records, approve or reject them, enter a missing registration. */
  'time.review': [...MONEY, 'FLOORMANAGER'],
  /** Read one's own time records and worked hours. */
  'time.own': ['MEDEWERKER', 'FLOORMANAGER', 'HUMANRESOURCE', 'ROOSTERMAKER', 'ACCOUNTANT'],
  /**
   * Read one employee's worked hours: time.own for one's own, time.review for any employee of
   * a company in reach. One route serves both, and a route names one action.
   */
  'time.worked-hours': [...MONEY, 'FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER'],
  /** Review a company's corrections by month (docs/roles-and-policies.md#corrections). */
  'corrections.review': [...OWNERS, 'ROOSTERMAKER', 'ACCOUNTANT'],
  /** Submit one's own correction requests and see one's own list (docs/roles-and-policies.md#corrections). */
  'corrections.request': ['MEDEWERKER', 'FLOORMANAGER', 'HUMANRESOURCE', 'KLOKSYSTEEM'],
  /**
   * Read one employee's corrections: corrections.request for one's own, corrections.review for
   * an employee of a company in reach. Not the kiosk: it has no list of its own, and a shared
   * tablet must not show anyone's requests.
   */
  'corrections.read': [
    ...OWNERS,
    'ROOSTERMAKER',
    'ACCOUNTANT',
    'MEDEWERKER',
    'FLOORMANAGER',
    'HUMANRESOURCE',
  ],
  /**
   * Read a company's corrections without deciding them: the reviewers, and the Reports page's
   * correction report for FLOORMANAGER (their own company) and HUMANRESOURCE (docs/roles-and-policies.md#company-reach).
   */
  'corrections.report': [...OWNERS, 'ROOSTERMAKER', 'ACCOUNTANT', 'FLOORMANAGER', 'HUMANRESOURCE'],
  /** Open the Reports page (docs/roles-and-policies.md; others see "Geen toegang"). */
  'reports.view': [...MONEY, 'FLOORMANAGER', 'MEDEWERKER', 'HORECAMASTERS'],
  /** Company-wide hours report (FLOORMANAGER: own company, without money). */
  'reports.hours': [...MONEY, 'FLOORMANAGER'],
  /** Wage-cost report, salaries, saving expense totals; the payroll export and its settings. */
  'reports.wages': MONEY,
  /**
   * Close and reopen a month of a company ("Maand afsluiten": the owner, HR or the
   * accountant) and read whether it is closed.
   */
  'month.close': MONEY,
  /**
   * The tenant-wide audit log. Not HUMANRESOURCE: the log records what
   * HR does to salaries, BSNs and roles, and the owners are the ones who check that.
   */
  'audit.view': OWNERS,
  /**
   * The history of one object: the roles that may see some kind of object (registrations,
   * corrections, employees, accounts, shifts, closings); the service asks the object's own
   * action and company.
   */
  'audit.object': [...MONEY, 'FLOORMANAGER', 'ROOSTERMAKER'],
  /** See salaries and hours ratings of employees. */
  'salary.view': MONEY,
  /** See and change the BSN (docs/roles-and-policies.md#money-and-personal-data). */
  'bsn.view': SETTINGS,
  /** Settings page and its cards. */
  'settings.view': SETTINGS,
  /** Penalty settings of a company: read. */
  'penalty.view': [...MONEY, 'FLOORMANAGER', 'ROOSTERMAKER'],
  /** Penalty settings of a company: change. */
  'penalty.manage': SETTINGS,
  /** Companies: list (everyone sees the companies they may act for). */
  'companies.view': [...ROSTER_USERS, 'ACCOUNTANT', 'KLOKSYSTEEM'],
  /** Company management (Bedrijven Beheer); also needs plan tier pro. */
  'companies.manage': SETTINGS,
  /** Employee list of a company (salary and BSN masked unless allowed above). */
  'employees.view': [...PLANNERS, 'ACCOUNTANT'],
  /** Create, change, archive employees (tile "Medewerkers"). */
  'employees.manage': SETTINGS,
  /** Categories and job titles: read (department filter on the roster). */
  'organisation.view': [...ROSTER_USERS, 'ACCOUNTANT'],
  /** Categories and job titles: create and delete. */
  'organisation.manage': SETTINGS,
  /** User accounts, registration links, manager-initiated password resets. */
  'users.manage': SETTINGS,
  /** Change a user's role (further limited by assignableRoles). */
  'roles.assign': [...SETTINGS, 'HORECAMASTERS'],
  /** Read the roster. */
  'schedule.view': ROSTER_USERS,
  /** Create, confirm and delete shifts. */
  'schedule.edit': PLANNERS,
  /** Read a company's Bezetting (staffing needs) beside the roster; the budget only for staffing.edit. */
  'staffing.view': ROSTER_USERS,
  /** Change the Bezetting and its weekly wage budget. */
  'staffing.edit': PLANNERS,
  /** Enter and read one's own availability. */
  'availability.own': ROSTER_USERS,
  /** Read a company's availability (the roster's side panel). */
  'availability.view': PLANNERS,
  /**
   * Subscribe to one's own shifts as a calendar feed: every role that can be linked to an
   * employee (not the kiosk, a device; not the operators, who have no customer data).
   */
  'calendar.own': [...MONEY, 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER'],
  /**
   * Mijn rooster and Mijn uren: one's own next shifts (with colleagues' first names) and one's
   * own hours of this month; every role that can be linked to an employee, as calendar.own.
   */
  'roster.own': [...MONEY, 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER'],
  /**
   * Vandaag, the board of who is in and what is open today: the owners, HR and the floor
   * manager, who run the day and decide registrations (docs/decisions/024).
   */
  'today.view': [...SETTINGS, 'FLOORMANAGER'],
  /**
   * Ask for one's own leave (Mijn rooster), see one's own requests and withdraw them: every role
   * that can be linked to an employee, as roster.own (docs/decisions/025).
   */
  'leave.request.own': [...MONEY, 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER'],
  /**
   * Approve or reject a company's leave requests: those who plan the roster around it, the
   * owners and HR included (docs/roles-and-policies.md#leave-and-sickness).
   */
  'leave.decide': PLANNERS,
  /**
   * Read a company's leave and sick reports: the deciders, and the accountant, who pays them.
   * Staff never see a colleague's leave or sickness.
   */
  'leave.view': [...PLANNERS, 'ACCOUNTANT'],
  /** Register that an employee is sick, and their recovery (ziekmelding, hersteldmelding). */
  'sickness.report': PLANNERS,
  /**
   * Read an employee's contract periods (hours over time): whoever reads the employee list, which
   * shows the current hours per week already.
   */
  'contracts.view': [...PLANNERS, 'ACCOUNTANT'],
  /** Add, change and remove contract periods; audited as pay changes are. */
  'contracts.manage': SETTINGS,
  /**
   * Read a company's leave and pay settings (public holidays, extra-statutory leave, sick hours,
   * surcharge bands): the roles that read the penalty settings, which also change what is paid.
   */
  'pay-settings.view': [...MONEY, 'FLOORMANAGER', 'ROOSTERMAKER'],
  /** Change them; audited. */
  'pay-settings.manage': SETTINGS,
  /** Read an employee's opening leave balance and HR's leave corrections. */
  'leave-adjustments.view': MONEY,
  /** Enter an opening leave balance or a correction (with a reason); audited. */
  'leave-adjustments.manage': SETTINGS,
  /**
   * Publish open shifts, decide the claims on them and the offered shifts, and set whether the
   * first claim wins at once: the roles that edit the roster (docs/open-shifts-and-swaps.md).
   */
  'open-shifts.manage': PLANNERS,
  /**
   * Withdraw an open shift nobody was given yet, declining its pending claims: the roles that
   * publish open shifts.
   */
  'open-shifts.delete': PLANNERS,
  /**
   * See the open shifts for one's job title and claim one; offer one's own shift and take a
   * colleague's: every role that can be linked to an employee, as roster.own.
   */
  'open-shifts.take': [...MONEY, 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER'],
  /** Platform operator tasks; no customer data. */
  'platform.operate': ['HORECAMASTERS'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof POLICY;

export const ACTIONS = Object.keys(POLICY) as Action[];

export function can(role: Role | null | undefined, action: Action): boolean {
  if (!role) return false;
  return (POLICY[action] as readonly Role[]).includes(role);
}

/** Roles a non-operator may hand out (docs/roles-and-policies.md#roles). */
const ASSIGNABLE_BY_CUSTOMERS: readonly Role[] = [
  'EIGENAAR',
  'ACCOUNTANT',
  'HUMANRESOURCE',
  'MEDEWERKER',
  'KLOKSYSTEEM',
  'ROOSTERMAKER',
];
const ASSIGNABLE_BY_OPERATORS: readonly Role[] = [
  'HORECAMASTERS.DESIGN',
  'HORECAMASTERS.MEDEWERKER',
];

/**
 * The roles `actor` may give to someone: the specification's list, limited to roles that
 * rank no higher than the actor's own (docs/roles-and-policies.md#role-assignment). EINDBAAS is given only by the CLI.
 */
export function assignableRoles(actor: Role | null | undefined): Role[] {
  if (!actor || !can(actor, 'roles.assign')) return [];
  const list = actor === 'HORECAMASTERS' ? ASSIGNABLE_BY_OPERATORS : ASSIGNABLE_BY_CUSTOMERS;
  return list.filter((role) => ROLE_RANK[role] <= ROLE_RANK[actor]);
}

/**
 * Nobody changes the roles of a user ranked above them (docs/roles-and-policies.md#role-assignment). Rank alone would let the
 * operator (rank 5) manage a customer's owner and a customer manage an operator; they live in
 * separate tenants and must not reach each other's users.
 */
export function mayChangeRolesOf(actor: Role | null | undefined, target: Role | null): boolean {
  if (!actor || !can(actor, 'roles.assign')) return false;
  if (target === null) return true;
  if (isPlatformRole(actor) !== isPlatformRole(target)) return false;
  return ROLE_RANK[target] <= ROLE_RANK[actor];
}
