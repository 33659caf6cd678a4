import type { FastifyReply } from 'fastify';

/** A report as a file: its name and its text (docs/calculations.md#csv-files: for Dutch Excel). */
export interface CsvFile {
  fileName: string;
  csv: string;
}

/**
 * Sends a report as its CSV file (docs/calculations.md#csv-files) instead of the call's JSON answer. The content
 * type is not JSON, so Fastify passes the text by the route's compiled serializer untouched;
 * the return type says "whatever the route answers" because the contract's answer schema
 * describes the JSON form only.
 */
export function csvAnswer(reply: FastifyReply, file: CsvFile): never {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    // Wages and hours: no shared cache may keep the file, and the browser not on disk either.
    .header('cache-control', 'private, no-store');
  return file.csv as never;
}
