import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/** The tables with a tenant_id, read once per database: no test changes the schema. */
const tablesOf = new WeakMap<Database, Promise<{ name: string }[]>>();

function tenantTables(db: Database): Promise<{ name: string }[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = queryRows(
      db,
      z.object({ name: z.string() }),
      sql`
        select c.table_name as name from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'tenant_id'
          and t.table_type = 'BASE TABLE'
        order by c.table_name`,
    );
    tablesOf.set(db, tables);
  }
  return tables;
}

/**
 * A digest of every row the given tenants own, in every table that has a tenant_id: equal
 * digests before and after a refused call prove that it changed nothing. Read as the test
 * connection's user (a superuser, so row-level security shows every tenant's rows), limited to
 * the fuzz suite's own tenants: other test files write to the same database at the same time.
 */
export async function tenantDigest(db: Database, tenantIds: readonly string[]): Promise<string> {
  const tables = await tenantTables(db);
  const ids = sql.join(
    tenantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const parts = tables.map(
    ({ name }) => sql`
      select ${name}::text as name, count(*)::text || ':' ||
        coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as digest
      from ${sql.identifier(name)} r where r.tenant_id in (${ids})`,
  );
  const rows = await queryRows(
    db,
    z.object({ name: z.string(), digest: z.string() }),
    sql.join(parts, sql` union all `),
  );
  return rows
    .map((row) => `${row.name}=${row.digest}`)
    .sort()
    .join(';');
}
