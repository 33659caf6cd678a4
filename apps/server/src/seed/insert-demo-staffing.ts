import { staffingBudgets, staffingNeeds } from '../db/schema/index';
import { DEMO_WEEKLY_BUDGET_CENTS, demoNeedRows } from './demo-staffing';
import type { SeedScope } from './seed-scope';

/** Centrum's Bezetting and weekly wage budget; Strand has neither (see demo-staffing.ts). */
export async function addCentrumStaffing({ tx, tenantId, people }: SeedScope): Promise<void> {
  const centrum = people.companyIds.centrum;
  await tx.insert(staffingNeeds).values(
    demoNeedRows((name) => people.jobTitleId(centrum, name)).map((need) => ({
      tenantId,
      companyId: centrum,
      ...need,
    })),
  );
  await tx
    .insert(staffingBudgets)
    .values({ tenantId, companyId: centrum, weeklyBudgetCents: DEMO_WEEKLY_BUDGET_CENTS });
}
