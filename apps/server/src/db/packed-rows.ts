import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from './database';
import { queryRows } from './query-rows';

/**
 * A big read as bytes: each row's values as fixed binary fields (below), all rows in one bytea
 * that travels as base64 text. The driver then reads one value instead of tens of thousands of
 * rows field by field, and neither the database nor Node writes or parses a decimal number: a
 * month's hours report took a third longer as a text of numbers for JSON.parse, on PostgreSQL
 * and on PGlite alike (bench/RESULTS.md). Buffer.from skips the line breaks that
 * encode writes.
 */
export async function packedRows(tx: Tx, fields: SQL[], rest: SQL): Promise<DataView> {
  // Raw: string_agg of binary fields into one bytea (see above).
  const [row] = await queryRows(
    tx,
    z.object({ packed: z.string().nullable() }),
    sql`select encode(string_agg(${sql.join(fields, sql` || `)}, ''::bytea), 'base64') as packed ${rest}`,
  );
  const bytes = Buffer.from(row?.packed ?? '', 'base64');
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// The fields of packedRows, big-endian as PostgreSQL's binary protocol writes them. An id is an
// int8 (8 bytes), an instant a timestamptz (8 bytes: microseconds since 2000-01-01 UTC).
export const idField = (column: SQL) => sql`int8send(${column})`;
export const instantField = (column: SQL) => sql`timestamptz_send(${column})`;
/** A missing instant as the lowest int8, which is -infinity: never a clock-out the app writes. */
export const optionalInstantField = (column: SQL) =>
  sql`coalesce(timestamptz_send(${column}), '\\x8000000000000000'::bytea)`;
const NO_INSTANT_HIGH = -(2 ** 31);

/** An int8 field: exact up to 2^53, far beyond any id or instant. */
export function int8At(view: DataView, at: number): number {
  return view.getInt32(at) * 2 ** 32 + view.getUint32(at + 4);
}

const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);

/** A timestamptz field in epoch milliseconds, the precision of the Dates the app writes. */
export function instantAt(view: DataView, at: number): number {
  return POSTGRES_EPOCH_MS + Math.round(int8At(view, at) / 1000);
}

export function optionalInstantAt(view: DataView, at: number): number | null {
  return view.getInt32(at) === NO_INSTANT_HIGH ? null : instantAt(view, at);
}
