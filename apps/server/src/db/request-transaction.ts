import type { PGlite, Transaction } from '@electric-sql/pglite';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite/session';
import pg from 'pg';
import { APP_ROLE, checkedTenantKey } from './app-role-transaction';
import type { Database, Tx } from './database';

/** Who a signed-in request runs for, and the token_version its token carries. */
export interface RequestScope {
  tenant: string;
  userId: number;
  tokenVersion: number;
}

/** The token's token_version is not the user's (a password or role change), or the user is gone. */
export class StaleTokenError extends Error {
  constructor() {
    super('token_version verouderd');
  }
}

// Named, so that each connection parses and plans them once, not on every request.
const SETUP = {
  name: 'klokwerk_setup',
  text: `select set_config('role', $1, true), set_config('app.tenant_id', $2, true)`,
};
// Runs after SETUP, so row-level security limits it to the request's tenant.
const TOKEN_VERSION = {
  name: 'klokwerk_token_version',
  text: 'select token_version as "ver" from users where id = $1',
};
// A statement that only reads: a SELECT without a row-locking clause. Anything else (INSERT,
// UPDATE, DELETE, a WITH that may hold one, SELECT ... FOR UPDATE, which assigns a transaction
// id) counts as a write, so its COMMIT is awaited. The schema defines no functions, so a SELECT
// cannot write through one.
const READ_ONLY = /^\s*select\b/i;
const ROW_LOCK = /\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b/i;

/** Whether the transaction must wait for its COMMIT once `text` has run in it. */
export function mayWrite(text: string): boolean {
  return !READ_ONLY.test(text) || ROW_LOCK.test(text);
}

type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };
type Result = pg.QueryResult<Record<string, unknown>>;

/**
 * Runs a signed-in request's handler in one transaction as the application role with the
 * tenant set, and checks the token's token_version against users in the same round trip as
 * the first statement (docs/decisions/019-one-round-trip-and-several-servers.md).
 *
 * On a PostgreSQL server the pool runs in node-postgres's pipeline mode, and nothing is sent
 * until the handler's first statement: then BEGIN, the settings, the token check and the
 * statement go out in one write. A transaction that ran only plain SELECTs (`mayWrite`) is
 * answered without waiting for its COMMIT, which then cannot lose anything: a reading request
 * costs one round trip, a writing one a round trip per statement plus the COMMIT. A stale token
 * throws StaleTokenError after the transaction is rolled back.
 */
export async function inRequestTransaction<T>(
  db: Database,
  scope: RequestScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  checkedTenantKey(scope.tenant);
  if (!Number.isSafeInteger(scope.userId) || !Number.isSafeInteger(scope.tokenVersion)) {
    throw new Error('ongeldige gebruiker of token_version');
  }
  const client = (db as Database & { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return onPipelinedPool(client, scope, fn);
  return onPglite(client as PGlite, scope, fn);
}

const dialect = new PgDialect();
// No relational schema: the server does not use drizzle's `tx.query` API, and building its
// builders for every table cost each request's transaction about 13 µs.
const relationalSchema = undefined;

async function onPipelinedPool<T>(
  pool: pg.Pool,
  scope: RequestScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // node-postgres's socket, not in its types; cork and uncork are plain Writable methods.
  const stream = (client as pg.PoolClient & { connection?: { stream?: NodeJS.WritableStream } })
    .connection?.stream as (NodeJS.WritableStream & { cork(): void; uncork(): void }) | undefined;
  let begun = false;
  let wrote = false;
  let stale = false;

  /** Sends the first statement in one write behind BEGIN, the settings and the token check. */
  async function piped(statement: QueryConfig, values?: unknown[]): Promise<Result> {
    begun = true;
    // One write to the socket for all of them, not one per statement.
    stream?.cork();
    const sent = [
      client.query('begin'),
      client.query({ ...SETUP, values: [APP_ROLE, scope.tenant] }),
      client.query({ ...TOKEN_VERSION, values: [scope.userId] }),
      client.query<Record<string, unknown>>(statement, values),
    ];
    stream?.uncork();
    const [began, setup, check, answer] = await Promise.allSettled(sent);
    if (check?.status === 'fulfilled' && check.value.rows[0]?.ver !== scope.tokenVersion)
      stale = true;
    if (stale) throw new StaleTokenError();
    for (const outcome of [began, setup, check, answer]) {
      if (outcome?.status === 'rejected') throw outcome.reason;
    }
    if (answer?.status !== 'fulfilled') throw new Error('geen antwoord');
    return answer.value;
  }

  // What drizzle's session calls instead of the pooled client.
  const requestClient = {
    query: (config: QueryConfig, values?: unknown[]) => {
      if (!wrote && mayWrite(config.text)) wrote = true;
      return begun ? client.query(config, values) : piped(config, values);
    },
  };
  const session = new NodePgSession(
    requestClient as unknown as pg.PoolClient,
    dialect,
    relationalSchema,
    {},
  );
  const tx = new NodePgTransaction(dialect, session, relationalSchema) as unknown as Tx;

  let outcome: { ok: true; value: T } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, value: await fn(tx) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  if (!begun) {
    // A request that sent no statement still has its token checked, in one round trip.
    try {
      await piped({ text: 'select 1' });
    } catch (error) {
      if (outcome.ok || error instanceof StaleTokenError) outcome = { ok: false, error };
    }
  }
  if (stale) outcome = { ok: false, error: new StaleTokenError() };

  const end = client.query(outcome.ok ? 'commit' : 'rollback');
  const released = end.then(
    () => client.release(),
    // A connection whose COMMIT or ROLLBACK failed is not handed to the next request.
    (error: Error) => client.release(error),
  );
  if (wrote) {
    await released;
    await end;
  } else {
    // Nothing was written, so the COMMIT can lose nothing: answer now, hand the connection
    // back when it is done (the pool gives it to no one before).
    released.catch(() => undefined);
    end.catch(() => undefined);
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

async function onPglite<T>(
  pglite: PGlite,
  scope: RequestScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  let stale = false;
  const result = await pglite.transaction(async (t: Transaction) => {
    // One call for both settings and the token check (simple protocol, several statements):
    // the tenant passed checkedTenantKey and the ids are integers, so the literals are safe.
    const [, found] = await t.exec(
      `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${scope.tenant}', true);
       select token_version as "ver" from users where id = ${scope.userId}`,
    );
    const row = found?.rows[0] as { ver?: unknown } | undefined;
    if (row?.ver !== scope.tokenVersion) {
      stale = true;
      await t.rollback();
      return undefined;
    }
    const session = new PgliteSession(t as unknown as PGlite, dialect, relationalSchema, {});
    const tx = new PgliteTransaction(dialect, session, relationalSchema) as unknown as Tx;
    return { value: await fn(tx) };
  });
  if (stale || !result) throw new StaleTokenError();
  return result.value;
}
