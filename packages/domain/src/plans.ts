/** Subscription plans (docs/roles-and-policies.md#plans). The names are what the token's `subscription` claim carries. */
export type PlanTier = 'basis' | 'pro' | 'trial';

export interface Plan {
  name: string;
  tier: PlanTier;
  /** null: unlimited */
  maxCompanies: number | null;
  maxEmployees: number | null;
}

export const PLANS = [
  { name: 'Klokwerk Maandelijks', tier: 'basis', maxCompanies: 1, maxEmployees: null },
  { name: 'Klokwerk Pro Maandelijks', tier: 'pro', maxCompanies: null, maxEmployees: null },
  { name: 'Proefperiode', tier: 'trial', maxCompanies: 1, maxEmployees: 25 },
  { name: 'HorecaMasters Basic', tier: 'basis', maxCompanies: 1, maxEmployees: 25 },
  { name: 'Premium Subscription', tier: 'basis', maxCompanies: 1, maxEmployees: 50 },
  { name: 'HorecaMasters Ultimate', tier: 'pro', maxCompanies: null, maxEmployees: null },
] as const satisfies readonly Plan[];

export type PlanName = (typeof PLANS)[number]['name'];

export const PLAN_NAMES = PLANS.map((p) => p.name) as [PlanName, ...PlanName[]];

export function findPlan(name: string | null | undefined): Plan | null {
  return PLANS.find((p) => p.name === name) ?? null;
}

export function isPlanName(name: unknown): name is PlanName {
  return typeof name === 'string' && PLANS.some((p) => p.name === name);
}

/** Company management (Bedrijven Beheer) needs tier pro (docs/roles-and-policies.md#plans). */
export function allowsCompanyManagement(plan: string | null | undefined): boolean {
  return findPlan(plan)?.tier === 'pro';
}

/** Whether one more company or employee fits the plan. */
export function withinLimit(limit: number | null, current: number): boolean {
  return limit === null || current < limit;
}

/** The 30-day trial of the Basis plan that sign-up starts (docs/roles-and-policies.md#plans). */
export const TRIAL_PLAN: PlanName = 'Proefperiode';
export const TRIAL_DAYS = 30;

/**
 * When a trial started at `start` ends: 30 times 24 hours later. A clock change in between
 * moves the end by an hour on the wall clock, which matters to nobody; the instant is exact.
 */
export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * 24 * 60 * 60_000);
}
