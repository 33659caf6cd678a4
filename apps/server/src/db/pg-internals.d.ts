// Two modules inside node-postgres that its package exports (`pg/lib/*`) but @types/pg does not
// describe; db/statement-batch.ts builds its answers with them exactly as pg's own Query does.
declare module 'pg/lib/result' {
  import type { CustomTypesConfig, FieldDef } from 'pg';
  export default class Result {
    constructor(rowMode?: 'array', types?: CustomTypesConfig);
    addFields(fields: FieldDef[]): void;
    parseRow(fields: (string | null)[]): unknown;
    addRow(row: unknown): void;
    addCommandComplete(message: { text: string }): void;
  }
}

declare module 'pg/lib/utils' {
  /** How node-postgres writes a parameter: dates, buffers, arrays and objects to text. */
  export function prepareValue(value: unknown): unknown;
}
