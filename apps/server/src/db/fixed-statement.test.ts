import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCompany, createTestTenant } from '../test/factories';
import { testDatabase } from '../test/test-app';
import type { Database } from './database';
import { FixedStatement } from './fixed-statement';
import { RowShapeError } from './query-rows';
import { inRequestTransaction } from './request-transaction';

describe('FixedStatement: a frequent statement built once and named', () => {
  let db: Database;
  beforeAll(async () => {
    db = (await testDatabase()).db;
  });

  it('fills its placeholders anew on every run, past the runs PostgreSQL plans one by one', async () => {
    const echo = new FixedStatement<{ n: number; word: string }>(
      'klokwerk_test_echo',
      sql`select ${sql.placeholder('n')}::int + 1 as "next", ${sql.placeholder('word')}::text as "word"`,
    );
    const row = z.object({ next: z.number(), word: z.string() });
    for (let n = 1; n <= 7; n++) {
      expect(await echo.rows(db, row, { n, word: `woord ${n}` })).toEqual([
        { next: n + 1, word: `woord ${n}` },
      ]);
    }
  });

  it('refuses a row that does not fit its schema, naming the row and the column', async () => {
    const count = new FixedStatement<{ n: number }>(
      'klokwerk_test_count',
      sql`select ${sql.placeholder('n')}::text as "count"`,
    );
    const answer = count.rows(db, z.object({ count: z.number() }), { n: 3 });
    await expect(answer).rejects.toThrow(RowShapeError);
    await expect(answer).rejects.toThrow(/^raw query row 0: column "count": /);
  });

  it('refuses a second text under a name in use', () => {
    new FixedStatement('klokwerk_test_twice', sql`select 1`);
    expect(() => new FixedStatement('klokwerk_test_twice', sql`select 2`)).toThrow(
      'statement klokwerk_test_twice bestaat al',
    );
  });

  it("answers the request tenant's rows only, however often it ran for another tenant", async () => {
    // No tenant in the statement itself: row-level security alone keeps the tenants apart.
    const names = new FixedStatement<Record<string, never>>(
      'klokwerk_test_company_names',
      sql`select company_name as "name" from companies order by id`,
    );
    const first = await createTestTenant(db);
    await createCompany(db, first, { companyName: 'Eerste Tweede Vestiging' });
    const second = await createTestTenant(db);
    const namesFor = (tenant: typeof first) =>
      inRequestTransaction(
        db,
        { tenant: tenant.tenantId, userId: tenant.users.EIGENAAR?.id ?? 0, tokenVersion: 0 },
        (tx) => names.rows(tx, z.object({ name: z.string() }), {}),
      );
    for (let run = 0; run < 7; run++) {
      expect((await namesFor(first)).map((row) => row.name)).toEqual([
        expect.stringMatching(/^Test /),
        'Eerste Tweede Vestiging',
      ]);
    }
    expect(await namesFor(second)).toHaveLength(1);
  });
});
