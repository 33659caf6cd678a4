import { createTableRelationsHelpers, extractTablesRelationalConfig, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Tx } from './database';
import * as schema from './schema/index';

/** The role every request's queries run as; a migration creates it. Not a superuser, so RLS holds. */
export const APP_ROLE = 'klokwerk_app';

/** Tenant keys are the normalised name (a check constraint on tenants says the same). */
const TENANT_KEY = /^[a-z0-9]*$/;

/**
 * Runs `fn` in one transaction as the application role with `app.tenant_id` set to `tenant`
 * ('' for none), so that row-level security admits only that tenant's rows. Both settings end
 * with the transaction.
 *
 * On a PostgreSQL server the pool runs in node-postgres's pipeline mode: BEGIN and both settings
 * go out together, one round trip, with the tenant as a parameter (docs/decisions/019). A
 * signed-in request goes through request-transaction.ts instead, which saves the rest.
 */
export async function inAppRoleTransaction<T>(
  db: Database,
  tenant: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  checkedTenantKey(tenant);
  const client = clientOf(db);
  if (client instanceof pg.Pool) return onPool(client, tenant, fn);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenant}, true)`,
    );
    return fn(tx);
  });
}

/** Refuses a tenant key that is not the normalised name, before any statement is built. */
export function checkedTenantKey(tenant: string): string {
  if (!TENANT_KEY.test(tenant))
    throw new Error(`ongeldige tenant-sleutel: ${JSON.stringify(tenant)}`);
  return tenant;
}

function clientOf(db: Database): unknown {
  // drizzle keeps the driver's client on the instance as `$client` (public since 0.32).
  return (db as Database & { $client?: unknown }).$client;
}

const dialect = new PgDialect();
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relationalSchema = {
  fullSchema: schema,
  schema: tables.tables,
  tableNamesMap: tables.tableNamesMap,
};

async function onPool<T>(pool: pg.Pool, tenant: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    const begin = client.query('begin');
    const setup = client.query(
      `select set_config('role', $1, true), set_config('app.tenant_id', $2, true)`,
      [APP_ROLE, tenant],
    );
    const [began, set] = await Promise.allSettled([begin, setup]);
    if (began.status === 'rejected') throw began.reason;
    if (set.status === 'rejected') throw set.reason;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  // What drizzle's own transaction() builds around a pooled client, minus its BEGIN.
  const session = new NodePgSession(client, dialect, relationalSchema, {});
  const tx = new NodePgTransaction(dialect, session, relationalSchema) as unknown as Tx;
  try {
    const result = await fn(tx);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    try {
      await client.query('rollback');
      client.release();
    } catch (rollbackError) {
      // A connection that cannot even roll back is not handed to the next request.
      client.release(rollbackError as Error);
    }
    throw error;
  }
}
