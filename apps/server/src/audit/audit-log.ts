import { auditLog } from '../db/schema/index';
import type { TenantContext, TenantScope } from '../tenancy/tenant-context';
import { AUDIT_DETAILS_VERSION } from './audit-details';

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
 * Writes who did what in the request's own transaction (docs/roles-and-policies.md#actions): the entry exists exactly
 * when the change does. Nothing in the API changes or deletes an entry.
 */
export async function recordAudit(ctx: TenantContext, entry: AuditEntry): Promise<void> {
  await recordAuditBy(ctx, ctx.actor.userId, entry, ctx.actor.userName);
}

/**
 * The same for a call without a signed-in user (forgot-password, sign-up): the actor is the
 * account the call acts for, or null when there is none.
 */
export async function recordAuditBy(
  scope: Pick<TenantScope, 'tenantId' | 'tx'>,
  actorUserId: number | null,
  entry: AuditEntry,
  /** The actor's user name, kept so the entry names them after their account is gone. */
  actorUserName: string | null = null,
): Promise<void> {
  await scope.tx.insert(auditLog).values({
    tenantId: scope.tenantId,
    actorUserId,
    actorUserName,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? null,
    detailsVersion: AUDIT_DETAILS_VERSION,
  });
}
