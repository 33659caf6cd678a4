import {
  messages as backend,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { prepareValue } from 'pg/lib/utils';

/** A statement as drizzle's PGlite session hands it over: text, values, and its row options. */
export interface PgliteStatement {
  /** A name makes it a prepared statement, parsed once per PGlite. */
  name?: string;
  text: string;
  values?: unknown[];
  options?: QueryOptions;
}
/** `rows: 'text'` answers with the rows' raw text values; `'parsed'` with PGlite's result. */
export interface PglitePart {
  statement: PgliteStatement;
  rows: 'parsed' | 'text';
}
export type PgliteAnswer = { result: Results } | { textRows: (string | null)[][] };

/**
 * PGlite's side of db/statement-batch.ts: the parts as one protocol message closed by one Sync,
 * so PostgreSQL runs them as one implicit transaction, in one call into PGlite. A `query` costs
 * PGlite six such calls (Parse, Describe, Bind, Describe, Execute, Sync), a transaction two more.
 *
 * Values are written as text with their type left to PostgreSQL, by node-postgres's own
 * `prepareValue`: the same values the server sends a PostgreSQL server. The call holds both of
 * PGlite's locks, its transaction lock first as `query` does, so it can never run inside
 * another request's open transaction.
 */
export async function runPgliteBatch(pglite: PGlite, parts: PglitePart[]): Promise<PgliteAnswer[]> {
  const { serialize } = protocol;
  const parsed = parsedOn(pglite);
  const messages: Uint8Array[] = [];
  for (const { statement, rows } of parts) {
    const { name, text } = statement;
    // A name not known to be parsed is closed first (closing one that does not exist is no
    // error), so a statement left half-known by a failed call is simply parsed again.
    if (name && !parsed.has(name)) messages.push(serialize.close({ type: 'S', name }));
    if (!name || !parsed.has(name)) messages.push(serialize.parse({ name, text }));
    const values = (statement.values ?? []).map((value) => prepareValue(value) as string | null);
    messages.push(serialize.bind({ statement: name, values }));
    if (rows === 'parsed') messages.push(serialize.describe({ type: 'P' }));
    messages.push(serialize.execute({}));
  }
  messages.push(serialize.sync());
  const answered = await pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(() =>
      pglite.execProtocol(Buffer.concat(messages), { throwOnError: false }),
    ),
  );

  const answers: PgliteAnswer[] = [];
  let start = 0;
  for (const [index, message] of answered.messages.entries()) {
    if (message instanceof backend.DatabaseError) {
      remember(parsed, parts.slice(0, answers.length));
      throw message;
    }
    if (message.name !== 'commandComplete' && message.name !== 'emptyQuery') continue;
    const part = parts[answers.length];
    if (!part) break;
    const own = answered.messages.slice(start, index + 1);
    start = index + 1;
    if (part.rows === 'text') {
      answers.push({
        textRows: own.flatMap((row) => (row instanceof backend.DataRowMessage ? [row.fields] : [])),
      });
    } else {
      const [result] = parse.parseResults(own, pglite.parsers, part.statement.options);
      if (!result) throw new Error('geen antwoord');
      answers.push({ result });
    }
  }
  remember(parsed, parts);
  if (answers.length !== parts.length)
    throw new Error('een opdracht van de reeks bleef onbeantwoord');
  return answers;
}

// The named statements each PGlite has parsed: its one session keeps them, so the fixed
// statements of every request are parsed and planned once, not on every call.
const parsedStatements = new WeakMap<PGlite, Set<string>>();

function parsedOn(pglite: PGlite): Set<string> {
  const parsed = parsedStatements.get(pglite) ?? new Set<string>();
  parsedStatements.set(pglite, parsed);
  return parsed;
}

/** The named statements of parts that completed: PostgreSQL parsed them. */
function remember(parsed: Set<string>, completed: PglitePart[]): void {
  for (const { statement } of completed) if (statement.name) parsed.add(statement.name);
}

/**
 * PGlite's transaction, opened when a request's first write comes rather than at its start, and
 * ended (committed or rolled back) when the handler is done.
 */
export class LateTransaction {
  readonly #pglite: PGlite;
  #open: Promise<Transaction> | undefined;
  #end: ((commit: boolean) => void) | undefined;
  #ended: Promise<void> | undefined;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  get isOpen(): boolean {
    return this.#open !== undefined;
  }

  /** The transaction, begun on the first call. */
  open(): Promise<Transaction> {
    this.#open ??= new Promise<Transaction>((opened, failed) => {
      this.#ended = this.#pglite
        .transaction(async (t) => {
          const commit = new Promise<boolean>((end) => {
            this.#end = end;
          });
          opened(t);
          if (!(await commit)) await t.rollback();
        })
        .catch((error: unknown) => {
          failed(error);
          throw error;
        });
    });
    return this.#open;
  }

  /** Commits (or rolls back) the transaction if one was opened; a failed COMMIT throws. */
  async close(commit: boolean): Promise<void> {
    if (!this.#ended) return;
    this.#end?.(commit);
    await this.#ended;
  }
}
