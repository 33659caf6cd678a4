import { z } from 'zod';

/**
 * The `details` of an audit entry as they are stored: read for years (the trail outlives the
 * code that wrote it), so each shape has a version (the `details_version` column) and a schema
 * here. Version 1 is free-form — values before and after, names of fields — with the keys the
 * screens act on typed: the month of a closing or a saved total, the account's user name, and
 * the before/after pair. A new shape gets version 2 and a schema of its own; version 1 stays.
 */
export const AUDIT_DETAILS_VERSION = 1;

const detailsV1 = z.looseObject({
  year: z.int().min(1900).max(9999).optional(),
  month: z.int().min(1).max(12).optional(),
  userName: z.string().optional(),
  companyId: z.int().optional(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

const BY_VERSION: Record<number, z.ZodType<Record<string, unknown>>> = { 1: detailsV1 };

/**
 * Stored details as the audit screens receive them. An entry no schema of its version describes
 * was not written by this server: an error to look into, never details to guess at.
 */
export function readAuditDetails(version: number, json: unknown): Record<string, unknown> | null {
  if (json === null) return null;
  const schema = BY_VERSION[version];
  const parsed = schema?.safeParse(json);
  if (!parsed?.success) {
    throw new Error(`audit details of version ${version} match no schema`);
  }
  return parsed.data;
}
