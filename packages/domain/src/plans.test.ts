import { describe, expect, it } from 'vitest';
import {
  allowsCompanyManagement,
  findPlan,
  isPlanName,
  PLAN_NAMES,
  PLANS,
  TRIAL_PLAN,
  trialEnd,
  withinLimit,
} from './plans';

describe('PLANS', () => {
  it('matches the plan table of docs/roles-and-policies.md#plans', () => {
    expect(PLANS).toEqual([
      { name: 'Klokwerk Maandelijks', tier: 'basis', maxCompanies: 1, maxEmployees: null },
      { name: 'Klokwerk Pro Maandelijks', tier: 'pro', maxCompanies: null, maxEmployees: null },
      { name: 'Proefperiode', tier: 'trial', maxCompanies: 1, maxEmployees: 25 },
      { name: 'HorecaMasters Basic', tier: 'basis', maxCompanies: 1, maxEmployees: 25 },
      { name: 'Premium Subscription', tier: 'basis', maxCompanies: 1, maxEmployees: 50 },
      { name: 'HorecaMasters Ultimate', tier: 'pro', maxCompanies: null, maxEmployees: null },
    ]);
  });

  it('lists every plan name once', () => {
    expect(PLAN_NAMES).toEqual(PLANS.map((plan) => plan.name));
    expect(new Set(PLAN_NAMES).size).toBe(PLANS.length);
  });
});

describe('findPlan', () => {
  it.each(PLANS.map((plan) => [plan.name, plan] as const))('finds %s', (name, plan) => {
    expect(findPlan(name)).toEqual(plan);
  });

  it.each([
    'Onbekend abonnement',
    'klokwerk maandelijks',
    'Klokwerk Maandelijks ',
    '',
    null,
    undefined,
  ])('gives null for %j', (name) => {
    expect(findPlan(name)).toBeNull();
  });
});

describe('isPlanName', () => {
  it.each(PLAN_NAMES)('accepts %s', (name) => {
    expect(isPlanName(name)).toBe(true);
  });

  it.each(['Pro', 'klokwerk pro maandelijks', '', null, undefined, 49, {}])(
    'rejects %j',
    (value) => {
      expect(isPlanName(value)).toBe(false);
    },
  );
});

describe('allowsCompanyManagement', () => {
  it.each([
    ['Klokwerk Pro Maandelijks', true],
    ['HorecaMasters Ultimate', true],
    ['Klokwerk Maandelijks', false],
    ['Proefperiode', false],
    ['HorecaMasters Basic', false],
    ['Premium Subscription', false],
  ] as const)('%s → %s (only tier pro)', (plan, expected) => {
    expect(allowsCompanyManagement(plan)).toBe(expected);
  });

  it('covers every plan in the table above', () => {
    const pro = PLANS.filter((plan) => allowsCompanyManagement(plan.name)).map((p) => p.name);
    expect(pro).toEqual(['Klokwerk Pro Maandelijks', 'HorecaMasters Ultimate']);
  });

  it.each(['Pro', 'pro', '', null, undefined])('refuses unknown plan %j', (plan) => {
    expect(allowsCompanyManagement(plan)).toBe(false);
  });
});

describe('withinLimit', () => {
  it('has room while fewer exist than the limit', () => {
    expect(withinLimit(25, 0)).toBe(true);
    expect(withinLimit(25, 24)).toBe(true);
  });

  it('is full at the limit and beyond', () => {
    expect(withinLimit(25, 25)).toBe(false);
    expect(withinLimit(25, 26)).toBe(false);
    expect(withinLimit(1, 1)).toBe(false);
  });

  it('treats null as unlimited', () => {
    expect(withinLimit(null, 0)).toBe(true);
    expect(withinLimit(null, 1_000_000)).toBe(true);
  });

  it('allows the plans’ own numbers: one company on Basis, 50 employees on Premium', () => {
    expect(withinLimit(findPlan('Klokwerk Maandelijks')?.maxCompanies ?? 0, 0)).toBe(true);
    expect(withinLimit(findPlan('Klokwerk Maandelijks')?.maxCompanies ?? 0, 1)).toBe(false);
    expect(withinLimit(findPlan('Premium Subscription')?.maxEmployees ?? 0, 49)).toBe(true);
    expect(withinLimit(findPlan('Premium Subscription')?.maxEmployees ?? 0, 50)).toBe(false);
  });
});

describe('the trial', () => {
  it('is the trial tier of the plan table, and ends 30 days of 24 hours after it starts', () => {
    expect(findPlan(TRIAL_PLAN)?.tier).toBe('trial');
    // Across the clock change of 25 October 2026: 24 hours a day, so 13:00 becomes 12:00 Dutch time.
    expect(trialEnd(new Date('2026-10-10T11:00:00Z')).toISOString()).toBe(
      '2026-11-09T11:00:00.000Z',
    );
  });
});
