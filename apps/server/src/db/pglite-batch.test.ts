import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteAnswer, type PgliteStatement, runPgliteBatch } from './pglite-batch';

const parsed = (statement: PgliteStatement) => ({ statement, rows: 'parsed' as const });
const text = (statement: PgliteStatement) => ({ statement, rows: 'text' as const });
function rowsOf(answer: PgliteAnswer | undefined): unknown[] {
  if (!answer) throw new Error('geen antwoord');
  return 'result' in answer ? answer.result.rows : answer.textRows;
}

describe('runPgliteBatch: statements in one call into PGlite, answered after one Sync', () => {
  let pglite: PGlite;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec('create table batch_probe (n int not null)');
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('runs its parts in one transaction: a local setting holds up to the Sync, not after', async () => {
    const [set, seen] = await runPgliteBatch(pglite, [
      text({ text: `select set_config('app.tenant_id', $1, true)`, values: ['batch'] }),
      parsed({ text: `select current_setting('app.tenant_id', true) as "seen"` }),
    ]);
    expect(rowsOf(set)).toEqual([['batch']]);
    expect(rowsOf(seen)).toEqual([{ seen: 'batch' }]);
    const after = await pglite.query<{ seen: string | null }>(
      `select current_setting('app.tenant_id', true) as "seen"`,
    );
    expect(after.rows[0]?.seen ?? '').toBe('');
  });

  it('answers in array mode with the statement’s parsers, and writes values as PostgreSQL reads them', async () => {
    const [rows] = await runPgliteBatch(pglite, [
      parsed({
        text: `select $1::timestamptz as "at", $2::int + 1 as "next", $3::boolean as "yes"`,
        values: [new Date('2026-11-27T10:00:00Z'), 41, true],
        options: { rowMode: 'array', parsers: { 1184: (value: string) => `tijd ${value}` } },
      }),
    ]);
    expect(rowsOf(rows)).toEqual([['tijd 2026-11-27 10:00:00+00', 42, true]]);
  });

  it('rolls the batch back when a part fails, and its named statements still work after', async () => {
    const named = { name: 'batch_probe_twice', text: 'select $1::int * 2 as "twice"' };
    const failing = runPgliteBatch(pglite, [
      parsed({ text: 'insert into batch_probe (n) values ($1)', values: [1] }),
      parsed({ ...named, values: [2] }),
      parsed({ text: 'select 1 / $1::int as "quotient"', values: [0] }),
    ]);
    await expect(failing).rejects.toThrow('division by zero');
    const left = await pglite.query<{ n: number }>('select count(*)::int as "n" from batch_probe');
    expect(left.rows).toEqual([{ n: 0 }]);
    const [again] = await runPgliteBatch(pglite, [parsed({ ...named, values: [5] })]);
    expect(rowsOf(again)).toEqual([{ twice: 10 }]);
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const open = pglite.transaction(async (t) => {
      await t.exec(`select set_config('app.tenant_id', 'other', true)`);
      await held;
    });
    const batch = runPgliteBatch(pglite, [
      parsed({ text: `select current_setting('app.tenant_id', true) as "seen"` }),
    ]);
    setTimeout(release, 50);
    await open;
    const [seen] = await batch;
    expect(rowsOf(seen)).toEqual([{ seen: '' }]);
  });
});
