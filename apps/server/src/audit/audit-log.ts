import { auditLog } from '../db/schema/index';
import type { TenantContext } from '../tenancy/tenant-context';

export interface AuditEntry {
  /** What happened, e.g. 'bsn.view', 'role.change', 'employee.archive'. */
  action: string;
  /** The kind of object, e.g. 'employee', 'user'. */
  entity: string;
  entityId: number | null;
  /** Values before and after, names of fields; never a BSN or a password. */
  details?: Record<string, unknown>;
}

/**
 * Writes who did what in the request's own transaction (DESIGN §6): the entry exists exactly
 * when the change does. Nothing in the API changes or deletes an entry.
 */
export async function recordAudit(ctx: TenantContext, entry: AuditEntry): Promise<void> {
  await ctx.tx.insert(auditLog).values({
    tenantId: ctx.tenantId,
    actorUserId: ctx.actor.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? null,
  });
}
