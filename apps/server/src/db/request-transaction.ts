import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite/session';
import pg from 'pg';
import { APP_ROLE, checkedTenantKey } from './app-role-transaction';
import type { Database, Tx } from './database';
import {
  LateTransaction,
  type PglitePart,
  type PgliteStatement,
  runPgliteBatch,
} from './pglite-batch';
import { type BatchPart, type BatchStatement, StatementBatch } from './statement-batch';

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
// A statement that may run in a transaction of its own: a SELECT without a row-locking clause
// and without a function whose effect lasts until the end of the transaction (an advisory
// transaction lock, a transaction-local setting) or outlives it (a sequence, a notification).
// Anything else (INSERT, UPDATE, DELETE, a WITH that may hold one, SELECT ... FOR UPDATE, a
// savepoint) opens the request's transaction, and every later statement runs inside it. The
// schema defines no functions of its own, so a SELECT cannot write through one.
const READ_ONLY = /^\s*select\b/i;
const ROW_LOCK = /\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b/i;
const TRANSACTION_BOUND = /\b(?:pg_(?:try_)?advisory\w*|set_config|nextval|setval|pg_notify)\s*\(/i;

/**
 * Whether `text` may run on its own, in an implicit transaction that ends with it. Under READ
 * COMMITTED each statement of a transaction reads its own snapshot anyway, so a read before the
 * request's first write sees what it would have seen inside the transaction.
 */
export function standsAlone(text: string): boolean {
  let alone = judged.get(text);
  if (alone === undefined) {
    alone = READ_ONLY.test(text) && !ROW_LOCK.test(text) && !TRANSACTION_BOUND.test(text);
    // The server's statements are a fixed set of texts (values travel apart), so the answer is
    // remembered; the bound only keeps an unforeseen stream of texts from growing it forever.
    if (judged.size >= JUDGED_MAX) judged.clear();
    judged.set(text, alone);
  }
  return alone;
}
const judged = new Map<string, boolean>();
const JUDGED_MAX = 2000;

type QueryConfig = BatchStatement;
type Result = pg.QueryResult<Record<string, unknown>>;

/**
 * Runs a signed-in request's handler as the application role with the tenant set, and checks
 * the token's token_version against users in the same round trip as the first statement
 * (docs/decisions/019-one-round-trip-and-several-servers.md).
 *
 * On a PostgreSQL server nothing is sent until the handler's first statement. A plain read
 * (`standsAlone`) before the request's first write goes out with the settings (and, the first
 * time, the token check) as one batch closed by one Sync: one implicit transaction, one write,
 * one answer, and no BEGIN or COMMIT. The first statement that may write goes out behind BEGIN,
 * the settings and (if not done yet) the token check, in one write; it and every later statement
 * run in that transaction, whose COMMIT is awaited. A stale token throws StaleTokenError after
 * the transaction, if any, is rolled back.
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

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs the handler and settles what the request answers, on either database: a request that
 * sent no statement still has its token checked (one round trip, or one call into PGlite), and
 * a stale token overrides whatever the handler answered.
 */
async function handled<T>(
  fn: (tx: Tx) => Promise<T>,
  tx: Tx,
  token: { checked: () => boolean; check: () => Promise<unknown>; stale: () => boolean },
): Promise<Outcome<T>> {
  let outcome: Outcome<T>;
  try {
    outcome = { ok: true, value: await fn(tx) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  if (!token.checked()) {
    try {
      await token.check();
    } catch (error) {
      if (outcome.ok || error instanceof StaleTokenError) outcome = { ok: false, error };
    }
  }
  return token.stale() ? { ok: false, error: new StaleTokenError() } : outcome;
}

async function onPipelinedPool<T>(
  pool: pg.Pool,
  scope: RequestScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // node-postgres's socket, not in its types; cork and uncork are plain Writable methods.
  const stream = (client as pg.PoolClient & { connection?: { stream?: NodeJS.WritableStream } })
    .connection?.stream as (NodeJS.WritableStream & { cork(): void; uncork(): void }) | undefined;
  const setup = { ...SETUP, values: [APP_ROLE, scope.tenant] };
  const tokenCheck = { ...TOKEN_VERSION, values: [scope.userId] };
  let checking = false;
  let open = false;
  let stale = false;

  /** The settings, and the token check the first time: what goes before a first statement. */
  function before(): QueryConfig[] {
    if (checking) return [setup];
    checking = true;
    return [setup, tokenCheck];
  }

  /** A batch of the set-up and `statement` (if any); answers the statement's result. */
  async function batch(statement?: QueryConfig): Promise<Result | undefined> {
    const fixed = before();
    const parts: BatchPart[] = fixed.map((config) => ({ statement: config, rows: 'text' }));
    if (statement) parts.push({ statement, rows: 'parsed' });
    const answers = await StatementBatch.run(client, parts);
    const check = answers[fixed.indexOf(tokenCheck)];
    if (check && 'textRows' in check && check.textRows[0]?.[0] !== String(scope.tokenVersion))
      stale = true;
    if (stale) throw new StaleTokenError();
    const answer = answers.at(-1);
    return answer && 'result' in answer ? answer.result : undefined;
  }

  /** A read before the first write: its own implicit transaction, one write and one answer. */
  async function alone(statement: QueryConfig, values?: unknown[]): Promise<Result> {
    const answer = await batch({ ...statement, values });
    if (!answer) throw new Error('geen antwoord');
    return answer;
  }

  /** The first statement that may write: BEGIN, the settings and it in one write. */
  async function opening(statement: QueryConfig, values?: unknown[]): Promise<Result> {
    open = true;
    const first = before();
    // One write to the socket for all of them, not one per statement.
    stream?.cork();
    const sent = [client.query('begin'), ...first.map((config) => client.query(config))];
    const answered = client.query<Record<string, unknown>>(statement, values);
    stream?.uncork();
    const outcomes = await Promise.allSettled([...sent, answered]);
    const check = outcomes[first.indexOf(tokenCheck) + 1];
    if (
      first.includes(tokenCheck) &&
      check?.status === 'fulfilled' &&
      check.value.rows[0]?.ver !== scope.tokenVersion
    )
      stale = true;
    if (stale) throw new StaleTokenError();
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') throw outcome.reason;
    }
    return answered;
  }

  // What drizzle's session calls instead of the pooled client.
  const requestClient = {
    query: (config: QueryConfig, values?: unknown[]) => {
      if (open) return client.query(config, values);
      return standsAlone(config.text) ? alone(config, values) : opening(config, values);
    },
  };
  const session = new NodePgSession(
    requestClient as unknown as pg.PoolClient,
    dialect,
    relationalSchema,
    {},
  );
  const tx = new NodePgTransaction(dialect, session, relationalSchema) as unknown as Tx;

  let outcome = await handled(fn, tx, {
    checked: () => checking,
    check: () => batch(),
    stale: () => stale,
  });

  if (!open) {
    // Every statement ran and ended in its own implicit transaction: nothing to commit.
    client.release();
  } else {
    try {
      await client.query(outcome.ok ? 'commit' : 'rollback');
      client.release();
    } catch (error) {
      // A connection whose COMMIT or ROLLBACK failed is not handed to the next request.
      client.release(error as Error);
      if (outcome.ok) outcome = { ok: false, error };
    }
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * The same on PGlite (one process, no network): a plain read before the request's first write
 * goes with the settings and the token check as one call into PGlite (db/pglite-batch.ts); the
 * first statement that may write opens PGlite's transaction, sets the tenant in it, and every
 * later statement runs inside it.
 */
async function onPglite<T>(
  pglite: PGlite,
  scope: RequestScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const late = new LateTransaction(pglite);
  let checking = false;
  let stale = false;
  let inside: Promise<Transaction> | undefined;

  /** The settings, the token check the first time, and `statement` (if any), as one call. */
  async function batch(statement?: PgliteStatement): Promise<Results | undefined> {
    const parts: PglitePart[] = [
      { statement: { ...SETUP, values: [APP_ROLE, scope.tenant] }, rows: 'text' },
    ];
    const checks = !checking;
    checking = true;
    if (checks)
      parts.push({ statement: { ...TOKEN_VERSION, values: [scope.userId] }, rows: 'text' });
    if (statement) parts.push({ statement, rows: 'parsed' });
    const answers = await runPgliteBatch(pglite, parts);
    const check = checks ? answers[1] : undefined;
    if (check && 'textRows' in check && check.textRows[0]?.[0] !== String(scope.tokenVersion))
      stale = true;
    if (stale) throw new StaleTokenError();
    const answer = answers.at(-1);
    return answer && 'result' in answer ? answer.result : undefined;
  }

  /** The transaction, with the tenant set in it (and the token checked, if not done yet). */
  function transaction(): Promise<Transaction> {
    inside ??= late.open().then(async (t) => {
      const checks = !checking;
      checking = true;
      // One call for both settings and the token check (simple protocol, several statements):
      // the tenant passed checkedTenantKey and the ids are integers, so the literals are safe.
      const [, found] = await t.exec(
        `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${scope.tenant}', true);
         ${checks ? `select token_version as "ver" from users where id = ${scope.userId}` : ''}`,
      );
      if (checks && (found?.rows[0] as { ver?: unknown } | undefined)?.ver !== scope.tokenVersion)
        stale = true;
      if (stale) throw new StaleTokenError();
      return t;
    });
    return inside;
  }

  // What drizzle's PGlite session calls instead of PGlite itself.
  const requestClient = {
    query: async (text: string, values?: unknown[], options?: QueryOptions) => {
      if (!late.isOpen && standsAlone(text)) {
        const answer = await batch({ text, values, options });
        if (!answer) throw new Error('geen antwoord');
        return answer;
      }
      return (await transaction()).query(text, values, options);
    },
  };
  const session = new PgliteSession(
    requestClient as unknown as PGlite,
    dialect,
    relationalSchema,
    {},
  );
  const tx = new PgliteTransaction(dialect, session, relationalSchema) as unknown as Tx;

  let outcome = await handled(fn, tx, {
    checked: () => checking,
    check: () => batch(),
    stale: () => stale,
  });
  try {
    await late.close(outcome.ok);
  } catch (error) {
    if (outcome.ok) outcome = { ok: false, error };
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
