import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { TenantContext } from '../tenancy/tenant-context';
import { type AuditEntry, recordAudit } from './audit-log';

/** A tenant table whose rows are numbered by a serial `id`. */
type NumberedTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/**
 * Inserts one row and writes its audit entry in the request's transaction, so the entry exists
 * exactly when the row does; `entry` names the row by the id it was given. Answers that id.
 */
export async function insertAudited<T extends NumberedTable>(
  ctx: TenantContext,
  table: T,
  values: PgInsertValue<T>,
  entry: (id: number) => AuditEntry,
): Promise<number> {
  const id: AnyPgColumn<{ data: number; notNull: true }> = table.id;
  const [row] = await ctx.tx.insert(table).values(values).returning({ id });
  if (!row) throw new Error('audited insert returned no row');
  await recordAudit(ctx, entry(row.id));
  return row.id;
}
