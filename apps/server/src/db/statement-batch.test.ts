import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchAnswer, type BatchStatement, StatementBatch } from './statement-batch';

// The batch drives node-postgres's wire protocol, so it is tested against a PostgreSQL server
// (CI's second run); PGlite has no such client.
const url = process.env.DATABASE_URL;

const parsed = (statement: BatchStatement) => ({ statement, rows: 'parsed' as const });
const text = (statement: BatchStatement) => ({ statement, rows: 'text' as const });
function rowsOf(answer: BatchAnswer | undefined): unknown[] {
  if (!answer) throw new Error('geen antwoord');
  return 'result' in answer ? answer.result.rows : answer.textRows;
}

describe.skipIf(!url)('StatementBatch: statements answered after one Sync', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: url, pipeline: true } as pg.ClientConfig);
    await client.connect();
    await client.query('create temporary table batch_probe (n int not null)');
  });
  afterAll(async () => {
    await client.end();
  });

  it('runs its parts in one transaction: a local setting holds up to the Sync, not after', async () => {
    const [set, seen] = await StatementBatch.run(client, [
      text({ text: `select set_config('app.tenant_id', $1, true)`, values: ['batch'] }),
      parsed({ text: `select current_setting('app.tenant_id', true) as "seen"` }),
    ]);
    expect(rowsOf(set)).toEqual([['batch']]);
    expect(rowsOf(seen)).toEqual([{ seen: 'batch' }]);
    const after = await client.query(`select current_setting('app.tenant_id', true) as "seen"`);
    expect(after.rows[0]?.seen ?? '').toBe('');
  });

  it('answers each part with its own rows, in array mode and with its type parsers', async () => {
    const [numbers, words, raw] = await StatementBatch.run(client, [
      parsed({ text: 'select n from generate_series(1, $1::int) as n', values: [3] }),
      parsed({
        text: `select 'a'::text as "x", 'b'::text as "y"`,
        rowMode: 'array',
        types: { getTypeParser: () => (value: string) => value.toUpperCase() },
      } as BatchStatement),
      text({ text: 'select $1::int, null::text', values: [7] }),
    ]);
    expect(rowsOf(numbers)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(rowsOf(words)).toEqual([['A', 'B']]);
    expect(rowsOf(raw)).toEqual([['7', null]]);
  });

  it('rolls the whole batch back when a part fails, and the connection goes on', async () => {
    const failing = StatementBatch.run(client, [
      parsed({ text: 'insert into batch_probe (n) values ($1)', values: [1] }),
      parsed({ text: 'select 1 / $1::int as "quotient"', values: [0] }),
    ]);
    await expect(failing).rejects.toThrow('division by zero');
    const left = await client.query('select count(*)::int as "n" from batch_probe');
    expect(left.rows).toEqual([{ n: 0 }]);
  });

  it('commits at its Sync what its parts wrote', async () => {
    await StatementBatch.run(client, [
      parsed({ text: 'insert into batch_probe (n) values ($1)', values: [2] }),
    ]);
    const kept = await client.query('select n from batch_probe');
    expect(kept.rows).toEqual([{ n: 2 }]);
    await client.query('delete from batch_probe');
  });

  it('keeps its place among other pipelined queries on the same connection', async () => {
    const [before, batch, after] = await Promise.all([
      client.query('select $1::int as "n"', [1]),
      StatementBatch.run(client, [parsed({ text: 'select $1::int as "n"', values: [2] })]),
      client.query('select $1::int as "n"', [3]),
    ]);
    expect(before.rows).toEqual([{ n: 1 }]);
    expect(rowsOf(batch[0])).toEqual([{ n: 2 }]);
    expect(after.rows).toEqual([{ n: 3 }]);
  });

  it('parses a named statement once per connection', async () => {
    const named = { name: 'batch_probe_named', text: 'select $1::int * 2 as "twice"' };
    const first = await StatementBatch.run(client, [parsed({ ...named, values: [2] })]);
    const second = await StatementBatch.run(client, [parsed({ ...named, values: [5] })]);
    expect(rowsOf(first[0])).toEqual([{ twice: 4 }]);
    expect(rowsOf(second[0])).toEqual([{ twice: 10 }]);
    // A second Parse of the same name would have failed with "already exists".
    const plain = await client.query({ ...named, values: [7] });
    expect(plain.rows).toEqual([{ twice: 14 }]);
  });
});
