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
 * On a PostgreSQL server the set-up costs one round trip instead of three: BEGIN and both
 * settings go as one simple-protocol statement list. That needs the tenant as a literal; it is
 * safe because only [a-z0-9] gets through (docs/decisions/009-the-request-path.md).
 */
export async function inAppRoleTransaction<T>(
  db: Database,
  tenant: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!TENANT_KEY.test(tenant))
    throw new Error(`ongeldige tenant-sleutel: ${JSON.stringify(tenant)}`);
  const client = clientOf(db);
  if (client instanceof pg.Pool) return onPool(client, tenant, fn);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenant}, true)`,
    );
    return fn(tx);
  });
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
    await client.query(
      `begin; select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenant}', true)`,
    );
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
