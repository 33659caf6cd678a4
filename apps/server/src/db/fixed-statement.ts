import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Tx } from './database';
import { parseRows } from './query-rows';

const dialect = new PgDialect();
const names = new Set<string>();

/**
 * A statement a frequent call runs, written with drizzle's `sql` and `sql.placeholder` for its
 * values. Its text is built from the pieces once per process instead of on every request, and
 * it is named, so that each PostgreSQL connection parses and plans it once (PGlite ignores the
 * name). Row-level security still applies: PostgreSQL plans it again for another role, and the
 * tenant setting its policies read is looked up when it runs, not when it is planned.
 */
export class FixedStatement<Values extends Record<string, unknown>> {
  private readonly query: Query;

  constructor(
    private readonly name: string,
    statement: SQL,
  ) {
    // A connection that met a name with another text would refuse the second text.
    if (names.has(name)) throw new Error(`statement ${name} bestaat al`);
    names.add(name);
    this.query = dialect.sqlToQuery(statement);
  }

  /**
   * The rows for these values, each parsed with the schema of one row as queryRows parses its
   * rows (a RowShapeError names the row and column that do not fit); both drivers answer with
   * `{ rows }`.
   */
  async rows<Row extends z.ZodType>(
    db: Database | Tx,
    row: Row,
    values: Values,
  ): Promise<z.output<Row>[]> {
    const prepared = db._.session.prepareQuery(this.query, undefined, this.name, false);
    const result = (await prepared.execute(values)) as { rows: unknown[] };
    return parseRows(row, result.rows);
  }
}
