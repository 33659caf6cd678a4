import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrate';
import { openDatabase } from './open-database';
import { queryRows } from './query-rows';

/**
 * Migrations 0006 and 0008 change tables that hold data: a database made by 0000–0005, with a
 * shift planned twice and a kiosk key kept, is migrated to the end. The shift stays once, the
 * kiosk key moves with its answer. Always on an embedded database of its own, whatever
 * DATABASE_URL says: the shared test database is migrated already.
 */
let handle: DatabaseHandle;
let folder: string;

interface Journal {
  entries: { idx: number; tag: string }[];
}

function migrateUpTo(lastIdx: number): Promise<void> {
  const journalFile = join(folder, 'meta', '_journal.json');
  const full = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  const journal: Journal = {
    ...full,
    entries: full.entries.filter((e: Journal['entries'][number]) => e.idx <= lastIdx),
  };
  writeFileSync(journalFile, JSON.stringify(journal));
  return migrate(handle.db as unknown as PgliteDatabase<Record<string, never>>, {
    migrationsFolder: folder,
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'klokwerk-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  handle = await openDatabase({ kind: 'memory' });
  await migrateUpTo(5);
  await handle.db.execute(sql`
    insert into tenants (tenant_id, name, plan) values ('oudebistro', 'Oude Bistro', 'Klokwerk Pro Maandelijks')`);
  const [company] = await queryRows(
    handle.db,
    z.object({ id: z.number() }),
    sql`insert into companies (tenant_id, company_name, email_address)
        values ('oudebistro', 'Oude Bistro', 'info@oudebistro.test') returning id::float8 as id`,
  );
  const [employee] = await queryRows(
    handle.db,
    z.object({ id: z.number() }),
    sql`insert into employees (tenant_id, company_id, first_name, last_name, email)
        values ('oudebistro', ${company?.id}, 'Anna', 'Smit', 'anna@oudebistro.test')
        returning id::float8 as id`,
  );
  for (let i = 0; i < 3; i += 1) {
    await handle.db.execute(sql`
      insert into schedules (tenant_id, company_id, employee_id, start_time, end_time)
      values ('oudebistro', ${company?.id}, ${employee?.id},
        '2026-11-20T08:00:00Z', '2026-11-20T16:00:00Z')`);
  }
  await handle.db.execute(sql`
    insert into clock_requests (tenant_id, user_id, idempotency_key, fingerprint, answer, created_at)
    values ('oudebistro', 7, 'kiosk-key-0000000001', '0611112222|1795600000000',
      '{"message":"Anna is ingeklokt om 09:00.","action":"clockIn","firstName":"Anna","time":"09:00","at":"2026-11-20T08:00:00.000Z","workedMinutes":null}',
      '2026-11-20T08:00:05Z')`);
  await migrateUpTo(Number.MAX_SAFE_INTEGER);
}, 180_000);

afterAll(async () => {
  await handle?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migrating a database with data', () => {
  it('keeps a shift that was planned three times once', async () => {
    const rows = await queryRows(
      handle.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from schedules where tenant_id = 'oudebistro'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("moves the kiosk's kept key with its answer and its 30 days", async () => {
    const rows = await queryRows(
      handle.db,
      z.object({
        operation: z.string(),
        userId: z.number(),
        fingerprint: z.string(),
        answer: z.object({
          version: z.number(),
          status: z.number(),
          body: z.object({ firstName: z.string() }),
        }),
        expiresAt: z.string(),
      }),
      sql`select operation, user_id::float8 as "userId", fingerprint, answer,
            to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD') as "expiresAt"
          from idempotency_keys where idempotency_key = 'kiosk-key-0000000001'`,
    );
    expect(rows).toEqual([
      {
        operation: 'POST /api/time/clock',
        userId: 7,
        fingerprint: '0611112222|1795600000000',
        answer: expect.objectContaining({ version: 1, status: 200 }),
        expiresAt: '2026-12-20',
      },
    ]);
    expect(rows[0]?.answer.body.firstName).toBe('Anna');
    const gone = await queryRows(
      handle.db,
      z.object({ name: z.string().nullable() }),
      sql`select to_regclass('public.clock_requests')::text as name`,
    );
    expect(gone[0]?.name).toBeNull();
  });
});
