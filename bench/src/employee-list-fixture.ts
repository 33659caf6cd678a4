import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { Database, DatabaseHandle, Tx } from '../../apps/server/src/db/database';
import { listEmployeesOfCompany } from '../../apps/server/src/modules/employees/repository';
import type { TenantContext, TenantId } from '../../apps/server/src/tenancy/tenant-context';
import {
  createEmployee,
  createJobTitle,
  createTestTenant,
  type TestTenant,
} from '../../apps/server/src/test/factories';

/** Employees the large list must answer; the archived ones must be left out. */
export const LISTED = 500;
/** A small restaurant's list: what most screens ask for. */
export const SMALL_LISTED = 5;

const FIRST_NAMES = ['Sanne', 'Bram', 'Anna', 'Piet', 'Lotte', 'Daan', 'Emma', 'Sem', 'Julia'];
const LAST_NAMES = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'van Leeuwen',
  'Dijkstra',
  'van den Berg',
];
const JOB_TITLES = ['Kok', 'Bediening', 'Afwas', 'Bar', 'Gastvrouw'];

/**
 * A tenant whose first company has `listed` employees (two in three with a job title, one in ten
 * without a salary, some with an end date) and one archived for every 25 listed (at least one),
 * through the server's own test factories.
 */
export async function seedCompany(db: Database, listed = LISTED): Promise<TestTenant> {
  const archived = Math.max(1, Math.round(listed / 25));
  const tenant = await createTestTenant(db);
  const titles: number[] = [];
  for (const name of JOB_TITLES) titles.push((await createJobTitle(db, tenant, { name })).id);
  for (let i = 0; i < listed + archived; i++) {
    await createEmployee(db, tenant, {
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length],
      jobTitleId: i % 3 === 0 ? null : (titles[i % titles.length] ?? null),
      salary: i % 10 === 0 ? null : 12.5 + (i % 8),
      endDate: i % 25 === 0 ? '2027-06-30' : null,
      archivedAt: i >= listed ? new Date() : null,
    });
  }
  return tenant;
}

export interface ListQuery {
  /** The statement's name, under which each PostgreSQL connection plans it once. */
  name: string;
  text: string;
  params: unknown[];
}

/**
 * The repository's own list statement, as name, text and parameters: the bare route must run the very
 * SELECT the app runs. The repository is called with a transaction that only records the query.
 */
export async function listQuery(tenantId: TenantId, companyId: number): Promise<ListQuery> {
  let captured: ListQuery | undefined;
  // The repository runs its list as a FixedStatement (db/fixed-statement.ts): the recorder
  // answers for the session that statement prepares on, and keeps its text and filled values.
  const recorder = {
    _: {
      session: {
        prepareQuery: (query: Query, _fields: unknown, name: string) => ({
          execute: async (values: Record<string, unknown>) => {
            captured = { name, text: query.sql, params: fillPlaceholders(query.params, values) };
            return { rows: [] };
          },
        }),
      },
    },
  } as unknown as Tx;
  const actor = {
    userId: 0,
    userName: 'bench',
    role: 'EIGENAAR',
    roles: ['EIGENAAR'],
    companyId,
    employeeId: null,
    email: 'bench@example.test',
    subscription: 'pro',
  } as const;
  const ctx = { tenantId, actor, tx: recorder, afterCommit: () => {} } as TenantContext;
  await listEmployeesOfCompany(ctx, companyId, { withMoney: true, now: new Date() });
  if (!captured) throw new Error('de repository stuurde geen query');
  return captured;
}

/** What the bare route needs of a database: one statement, its rows. */
export type RunQuery = (query: ListQuery) => Promise<unknown[]>;

/**
 * The same database without the app's path: for PGlite the very instance the app uses; for
 * PostgreSQL the caller's own pool, connected as the configured (super)user, no transaction.
 */
export function pgliteQuery(handle: DatabaseHandle): RunQuery {
  const client = (handle.db as Database & { $client: PGlite }).$client;
  return async (query) => (await client.query(query.text, query.params)).rows;
}
