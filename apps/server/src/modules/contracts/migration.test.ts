import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { initialContractPeriod } from './initial-period';

/**
 * migration 0014 on a database with employees from before it: each gets the contract period
 * its row stands for, by the rule initial-period.ts applies to employees created since. An
 * in-memory PGlite of its own (the shared test database is migrated already), migrated to
 * 0014, filled, then migrated on.
 */

interface Journal {
  entries: { tag: string }[];
}

const BEFORE = '0014_contracts-and-pay-settings';

let database: DatabaseHandle;
let folder: string;

/** The migrations before 0014, in a folder of their own. */
function migrationsBefore(): string {
  const copy = mkdtempSync(join(tmpdir(), 'klokwerk-migrations-'));
  cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
  const path = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return copy;
}

const EMPLOYEES = [
  // [first name, start, end, contract type, hours per week]
  ['Vast', '2024-01-01', null, 'Onbepaalde tijd', 32],
  ['Tijdelijk', '2025-03-01', '2026-02-28', 'Bepaalde tijd', 24.5],
  ['Oproep', '2025-05-01', null, 'Oproepcontract', 12],
  ['Nul', '2025-05-01', null, '0-urencontract', null],
  ['Veertig', '2025-05-01', null, '40 uren vast', 40],
  ['MinMax', '2025-06-01', null, 'Min-max contract', 20],
  ['Zonder start', null, null, 'Vast', 38],
  ['Zonder uren', '2025-01-01', null, 'Vast', null],
  ['Einde voor start', '2025-01-01', '2024-12-01', null, 16],
] as const;

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  folder = migrationsBefore();
  await migrate(database.db as unknown as PgliteDatabase<Record<string, never>>, {
    migrationsFolder: folder,
  });
  await database.db.execute(
    sql`insert into tenants (tenant_id, name, plan) values ('migratie', 'Migratie', 'Klokwerk Pro Maandelijks')`,
  );
  const [company] = await queryRows(
    database.db,
    z.object({ id: z.number() }),
    sql`insert into companies (tenant_id, company_name, email_address)
        values ('migratie', 'Café Migratie', 'info@migratie.test') returning id`,
  );
  for (const [firstName, start, end, type, hours] of EMPLOYEES) {
    await database.db.execute(sql`
      insert into employees (tenant_id, company_id, first_name, last_name, email, start_date,
        end_date, contract_type, hours_per_week)
      values ('migratie', ${company?.id}, ${firstName}, 'Test', ${`${firstName}@migratie.test`},
        ${start}, ${end}, ${type}, ${hours})`);
  }
  await runMigrations(database);
});
afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0014: the employee rows become contract periods', () => {
  it('gives each employee the period its row stands for, as new employees get it', async () => {
    const rows = await queryRows(
      database.db,
      z.object({
        firstName: z.string(),
        from: z.string(),
        to: z.string().nullable(),
        kind: z.string(),
        minutes: z.number().nullable(),
        min: z.number().nullable(),
        max: z.number().nullable(),
        days: z.array(z.number()),
      }),
      sql`select e.first_name as "firstName", to_char(p.starts_on, 'YYYY-MM-DD') as "from",
            to_char(p.ends_on, 'YYYY-MM-DD') as "to", p.kind, p.minutes_per_week as minutes,
            p.min_minutes_per_week as min, p.max_minutes_per_week as max,
            p.working_weekdays as days
          from contract_periods p join employees e on e.id = p.employee_id
          order by e.id`,
    );
    expect(rows).toEqual([
      {
        firstName: 'Vast',
        from: '2024-01-01',
        to: null,
        kind: 'fixed',
        minutes: 1920,
        min: null,
        max: null,
        days: [1, 2, 3, 4, 5],
      },
      {
        firstName: 'Tijdelijk',
        from: '2025-03-01',
        to: '2026-02-28',
        kind: 'fixed',
        minutes: 1470,
        min: null,
        max: null,
        days: [1, 2, 3, 4, 5],
      },
      {
        firstName: 'Oproep',
        from: '2025-05-01',
        to: null,
        kind: 'zeroHours',
        minutes: null,
        min: null,
        max: null,
        days: [1, 2, 3, 4, 5],
      },
      {
        firstName: 'Nul',
        from: '2025-05-01',
        to: null,
        kind: 'zeroHours',
        minutes: null,
        min: null,
        max: null,
        days: [1, 2, 3, 4, 5],
      },
      {
        firstName: 'Veertig',
        from: '2025-05-01',
        to: null,
        kind: 'fixed',
        minutes: 2400,
        min: null,
        max: null,
        days: [1, 2, 3, 4, 5],
      },
      {
        firstName: 'MinMax',
        from: '2025-06-01',
        to: null,
        kind: 'minMax',
        minutes: null,
        min: 1200,
        max: 1200,
        days: [1, 2, 3, 4, 5],
      },
      {
        firstName: 'Einde voor start',
        from: '2025-01-01',
        to: null,
        kind: 'fixed',
        minutes: 960,
        min: null,
        max: null,
        days: [1, 2, 3, 4, 5],
      },
    ]);

    // initial-period.ts, which new employees go through, reads the same rows the same way.
    for (const [firstName, startDate, endDate, contractType, hoursPerWeek] of EMPLOYEES) {
      const period = initialContractPeriod({ startDate, endDate, contractType, hoursPerWeek });
      const row = rows.find((r) => r.firstName === firstName);
      expect(period === null, firstName).toBe(row === undefined);
      if (period && row) {
        expect({ from: period.from, to: period.to, kind: period.hours.kind }, firstName).toEqual({
          from: row.from,
          to: row.to,
          kind: row.kind,
        });
      }
    }
  });

  it('keeps the hours per week, now with two decimals', async () => {
    const [row] = await queryRows(
      database.db,
      z.object({ hours: z.number() }),
      sql`select hours_per_week::float8 as hours from employees where first_name = 'Tijdelijk'`,
    );
    expect(row?.hours).toBe(24.5);
  });
});
