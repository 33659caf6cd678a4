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
): Promise<z.output<Row>[]> {
  // Both drivers answer with `{ rows }`; the common Database type does not know that.
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return parseRows(row, result.rows);
}

/**
 * Every row parsed with the schema of one row, or a RowShapeError naming the first that does
 * not fit; also for the rows of a named statement (db/fixed-statement.ts).
 */
export function parseRows<Row extends z.ZodType>(
  row: Row,
  rows: readonly unknown[],
): z.output<Row>[] {
  const parsed: z.output<Row>[] = new Array(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const result = row.safeParse(rows[index]);
    if (!result.success) throw new RowShapeError(index, result.error);
    parsed[index] = result.data;
  }
  return parsed;
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
