import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from './database';

/**
 * Raw SQL for the few queries Drizzle's builder cannot express. Both drivers answer with
 * `{ rows }`; the common Database type does not know that, so it is said once, here.
 */
export async function queryRows<T>(db: Database | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
