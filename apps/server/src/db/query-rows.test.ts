import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabase } from '../test/test-app';
import type { Database } from './database';
import { queryRows, RowShapeError } from './query-rows';

describe('queryRows: raw SQL read with a schema of one row', () => {
  let db: Database;
  beforeAll(async () => {
    db = (await testDatabase()).db;
  });

  const shift = z.object({ scheduleId: z.number(), startTime: z.string().nullable() });

  it('answers each row as its schema makes it, without the columns it does not name', async () => {
    const rows = await queryRows(
      db,
      shift,
      sql`select n::float8 as "scheduleId", null::text as "startTime", 'geheim' as "bsn"
          from generate_series(1, 3) as n order by n`,
    );
    expect(rows).toEqual([
      { scheduleId: 1, startTime: null },
      { scheduleId: 2, startTime: null },
      { scheduleId: 3, startTime: null },
    ]);
  });

  it('refuses a column of another type, naming the row and the column (text for a number)', async () => {
    const retyped = queryRows(
      db,
      shift,
      sql`select '7'::text as "scheduleId", null as "startTime"`,
    );
    await expect(retyped).rejects.toThrow(RowShapeError);
    await expect(retyped).rejects.toThrow(/^raw query row 0: column "scheduleId": /);
  });

  it('refuses a row without a column of its schema: a column renamed in the SQL', async () => {
    await expect(
      queryRows(db, shift, sql`select 1::float8 as "schedule_id", null::text as "startTime"`),
    ).rejects.toThrow(/^raw query row 0: column "scheduleId": verwacht getal, ontving niets$/);
  });

  it('names the row that does not fit, after the rows that do', async () => {
    await expect(
      queryRows(
        db,
        shift,
        sql`select n::float8 as "scheduleId",
                   case when n = 3 then 1 end as "startTime"
            from generate_series(1, 3) as n order by n`,
      ),
    ).rejects.toThrow(/^raw query row 2: column "startTime": /);
  });
});
