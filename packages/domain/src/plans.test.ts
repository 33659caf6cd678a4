import { describe, expect, it } from 'vitest';
import {
  allowsCompanyManagement,
  findPlan,
  isPlanName,
  PLAN_NAMES,
  PLANS,
  type Plan,
  TRIAL_PLAN,
  trialEnd,
  withinLimit,
} from './plans';

describe('PLANS', () => {
  const limits = (plan: Plan) => [plan.maxCompanies, plan.maxEmployees];
  /** Whether `a` allows at most what `b` allows; null is unlimited. */
  const atMost = (a: number | null, b: number | null) => b === null || (a !== null && a <= b);

  it('lists every plan name once', () => {
    expect(PLAN_NAMES).toEqual(PLANS.map((plan) => plan.name));
    expect(new Set(PLAN_NAMES).size).toBe(PLANS.length);
  });

  it('has whole, positive limits or none', () => {
    for (const limit of PLANS.flatMap(limits)) {
      if (limit !== null) expect(Number.isInteger(limit) && limit > 0).toBe(true);
    }
  });

  it('has one trial, which allows no more than any paid plan', () => {
    const trials = PLANS.filter((plan) => plan.tier === 'trial');
    expect(trials.map((plan) => plan.name)).toEqual([TRIAL_PLAN]);
    for (const paid of PLANS.filter((plan) => plan.tier !== 'trial')) {
      expect(atMost(trials[0]?.maxCompanies ?? 0, paid.maxCompanies)).toBe(true);
      expect(atMost(trials[0]?.maxEmployees ?? 0, paid.maxEmployees)).toBe(true);
    }
  });

  it('allows a pro plan at least what any basis plan allows', () => {
    for (const pro of PLANS.filter((plan) => plan.tier === 'pro')) {
      for (const basis of PLANS.filter((plan) => plan.tier === 'basis')) {
        expect(atMost(basis.maxCompanies, pro.maxCompanies)).toBe(true);
        expect(atMost(basis.maxEmployees, pro.maxEmployees)).toBe(true);
      }
    }
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

/** A limit of one company: the plan has no company management to speak of. */
function atMostOne(limit: number | null): boolean {
  return limit !== null && limit <= 1;
}

describe('allowsCompanyManagement', () => {
  it.each(PLANS.map((plan) => [plan.name, plan] as const))(
    'lets %s manage companies exactly when it is pro and allows more than one',
    (name, plan) => {
      expect(allowsCompanyManagement(name)).toBe(plan.tier === 'pro');
      expect(allowsCompanyManagement(name)).toBe(!atMostOne(plan.maxCompanies));
    },
  );

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
