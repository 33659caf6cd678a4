import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantContext } from '../../tenancy/tenant-context';

/** A table of the tenant's rows, each with its id. */
type TenantTable = PgTable & { tenantId: PgColumn; id: PgColumn };

/**
 * Whether a row of the tenant holds this text in `column`, in any case: what a name or an
 * address asks before the unique index on lower(column) would refuse it, so that the refusal
 * names the field. `except` leaves out the row being changed; `within` narrows to the rows the
 * text must be unique among (a company's categories, the companies that are not archived).
 */
export async function takenIgnoringCase(
  scope: Pick<TenantContext, 'tenantId' | 'tx'>,
  table: TenantTable,
  column: PgColumn,
  text: string,
  options: { except?: number | null; within?: SQL } = {},
): Promise<boolean> {
  const { except = null, within } = options;
  const rows = await scope.tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.tenantId, scope.tenantId),
        within,
        sql`lower(${column}) = lower(${text})`,
        except === null ? undefined : ne(table.id, except),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
