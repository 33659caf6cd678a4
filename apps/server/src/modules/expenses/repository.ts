import { expenses } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

export interface NewExpense {
  companyId: number;
  totalExpenseCents: number;
  startDate: Date;
  endDate: Date;
}

/** Stores a saved wage-cost total; answers its id. */
export async function insertExpense(ctx: TenantContext, values: NewExpense): Promise<number> {
  const [row] = await ctx.tx
    .insert(expenses)
    .values({ ...values, tenantId: ctx.tenantId, createdBy: ctx.actor.userId })
    .returning({ id: expenses.id });
  if (!row) throw new Error('expense insert returned no row');
  return row.id;
}
