import pg from 'pg';
import PgResult from 'pg/lib/result';
import { prepareValue } from 'pg/lib/utils';

/** A statement of a batch, as drizzle and request-transaction.ts hand it to node-postgres. */
export type BatchStatement = pg.QueryConfig & { rowMode?: 'array' };
export type BatchResult = pg.QueryResult<Record<string, unknown>>;

/**
 * A part of a batch. `rows: 'parsed'` answers with node-postgres's result (fields, rows parsed
 * by the statement's type parsers, as a plain query would); `rows: 'text'` skips the statement's
 * description and answers with the rows' raw text values, for the fixed statements whose
 * answer request-transaction.ts reads itself.
 */
export interface BatchPart {
  statement: BatchStatement;
  rows: 'parsed' | 'text';
}
/** A part's answer: its result, or for `rows: 'text'` the raw text values of its rows. */
export type BatchAnswer = { result: BatchResult } | { textRows: (string | null)[][] };

// What the client's pipeline hands the query it is answering (pg-protocol's messages), and the
// connection's record of named statements; node-postgres's own Query uses them, @types/pg has
// neither.
interface RowDescription {
  fields: pg.FieldDef[];
}
interface DataRow {
  fields: (string | null)[];
}
interface CommandComplete {
  text: string;
}
interface NamedStatements {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}
type Wire = pg.Connection &
  NamedStatements & {
    parse(message: { name?: string; text: string }): void;
    bind(message: {
      statement?: string;
      values?: unknown[];
      valueMapper: (value: unknown) => unknown;
    }): void;
    describe(message: { type: 'P'; name: string }): void;
    execute(message: Record<string, never>): void;
    sync(): void;
  };

/**
 * Statements sent in one write and closed by one Sync, so that PostgreSQL runs them as one
 * implicit transaction, commits it at the Sync and answers them in one go. node-postgres ends
 * every query with its own Sync (which would commit after each statement and drop transaction-
 * local settings); this writes the extended-protocol messages itself and collects the answers
 * of each part in order. It is a Query because the client's pipeline mode refuses any other
 * kind of submittable.
 */
export class StatementBatch extends pg.Query {
  readonly #parts: BatchPart[];
  readonly #answers: (PgResult | (string | null)[][])[];
  readonly #done: (error: Error | null, answers?: BatchAnswer[]) => void;
  /** The part whose answers are arriving: the first one not complete yet. */
  #current = 0;
  #refused: Error | undefined;
  #finished = false;

  constructor(parts: BatchPart[], done: (error: Error | null, answers?: BatchAnswer[]) => void) {
    super('batch');
    this.#parts = parts;
    this.#done = done;
    this.#answers = parts.map((part) =>
      part.rows === 'parsed' ? new PgResult(part.statement.rowMode, part.statement.types) : [],
    );
  }

  /** Runs the parts on a client: one answer per part, or the first error. */
  static run(client: pg.ClientBase, parts: BatchPart[]): Promise<BatchAnswer[]> {
    return new Promise((resolve, reject) => {
      client.query(
        new StatementBatch(parts, (error, answers) =>
          error ? reject(error) : resolve(answers ?? []),
        ),
      );
    });
  }

  override submit = (connection: pg.Connection): void => {
    const wire = connection as Wire;
    const stream = connection.stream as pg.Connection['stream'] & {
      cork?: () => void;
      uncork?: () => void;
    };
    stream.cork?.();
    try {
      for (const { statement, rows } of this.#parts) {
        const { name, text, values } = statement;
        const known = name && (wire.parsedStatements[name] ?? wire.submittedNamedStatements[name]);
        if (!known) {
          wire.parse({ name, text });
          if (name) wire.submittedNamedStatements[name] = text;
        }
        try {
          wire.bind({ statement: name, values, valueMapper: prepareValue });
        } catch (error) {
          // A value that cannot be written ends the batch here: PostgreSQL sees the parts
          // before it, then the Sync, and the batch answers with this error.
          this.#refused = error as Error;
          break;
        }
        if (rows === 'parsed') wire.describe({ type: 'P', name: '' });
        wire.execute({});
      }
      wire.sync();
    } finally {
      stream.uncork?.();
    }
  };

  handleRowDescription(message: RowDescription): void {
    const answer = this.#answers[this.#current];
    if (answer && !Array.isArray(answer)) answer.addFields(message.fields);
  }

  handleDataRow(message: DataRow): void {
    const answer = this.#answers[this.#current];
    if (Array.isArray(answer)) answer.push(message.fields);
    else answer?.addRow(answer.parseRow(message.fields));
  }

  handleCommandComplete(message: CommandComplete): void {
    const answer = this.#answers[this.#current];
    if (answer && !Array.isArray(answer)) answer.addCommandComplete(message);
    this.#current += 1;
  }

  handleEmptyQuery(): void {
    this.#current += 1;
  }

  /**
   * PostgreSQL refused the current part (the implicit transaction is rolled back and the rest
   * skipped up to the Sync), or the connection broke. The client answers no ReadyForQuery to
   * this batch after an error, so it ends here.
   */
  handleError(error: Error, connection: pg.Connection): void {
    const wire = connection as Wire;
    const failed = this.#parts[this.#current]?.statement.name;
    const parsing = failed !== undefined && wire.parsedStatements[failed] === undefined;
    this.#recordNames(wire, this.#current);
    // A named statement that failed on its first use may or may not have been parsed; a
    // connection that cannot tell is not used again (the pool replaces it).
    if (parsing) connection.stream.destroy();
    this.#finish(error);
  }

  handleReadyForQuery(connection: pg.Connection): void {
    this.#recordNames(connection as Wire, this.#current);
    if (this.#refused) this.#finish(this.#refused);
    else if (this.#current < this.#parts.length)
      this.#finish(new Error('een opdracht van de reeks bleef onbeantwoord'));
    else
      this.#finish(
        null,
        this.#answers.map((answer) =>
          Array.isArray(answer)
            ? { textRows: answer }
            : { result: answer as unknown as BatchResult },
        ),
      );
  }

  /** Named statements before `answered` are now parsed on the server; later ones are not. */
  #recordNames(wire: Wire, answered: number): void {
    for (const [index, { statement }] of this.#parts.entries()) {
      const { name, text } = statement;
      if (!name || wire.submittedNamedStatements[name] === undefined) continue;
      if (index < answered) wire.parsedStatements[name] = text;
      delete wire.submittedNamedStatements[name];
    }
  }

  #finish(error: Error | null, answers?: BatchAnswer[]): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#done(error, answers);
  }
}
