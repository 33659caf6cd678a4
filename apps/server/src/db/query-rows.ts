import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from './database';

/**
 * Raw SQL, for what Drizzle's builder cannot express (a row-value IN, array_agg with ORDER BY,
 * counts of several tables in one statement, string_agg into one bytea, …). Only repositories
 * call it, and db/, bench/ and tests (`raw-sql-in-repositories` in .dependency-cruiser.cjs);
 * each repository's call says why in a "Raw: …" comment. The caller passes a zod schema of one
 * row and every row is parsed with it: a column renamed or retyped in the SQL fails here,
 * naming the column, instead of travelling on as undefined or as the text node-postgres makes
 * of a bigint. Keep the schemas plain (z.object of z.number, z.string, z.enum, .nullable()):
 * the parse is per row.
 */
export async function queryRows<Row extends z.ZodType>(
  db: Database | Tx,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]>;
/**
 * @deprecated Unchecked rows, kept only so that the calls in modules/roster-proposal/ and
 * modules/open-shifts/ compile until they pass a row schema; remove it with the last of them.
 */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]>;
export async function queryRows(
  db: Database | Tx,
  ...args: [row: z.ZodType, query: SQL] | [query: SQL]
): Promise<unknown[]> {
  if (args.length === 1) return rowsOf(db, args[0]);
  const [row, query] = args;
  const rows = await rowsOf(db, query);
  const parsed: unknown[] = new Array(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const result = row.safeParse(rows[index]);
    if (!result.success) throw new RowShapeError(index, result.error);
    parsed[index] = result.data;
  }
  return parsed;
}

/** Both drivers answer with `{ rows }`; the common Database type does not know that. */
async function rowsOf(db: Database | Tx, query: SQL): Promise<unknown[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

/** A raw query's row that does not fit its schema: which row, which column, what was wrong. */
export class RowShapeError extends Error {
  constructor(index: number, error: z.ZodError) {
    const [issue] = error.issues;
    const column = issue && issue.path.length > 0 ? `column "${issue.path.join('.')}"` : 'the row';
    super(`raw query row ${index}: ${column}: ${issue?.message ?? error.message}`, {
      cause: error,
    });
    this.name = 'RowShapeError';
  }
}
