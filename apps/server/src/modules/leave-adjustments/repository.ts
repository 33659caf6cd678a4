import type { LeaveCorrectionInput, LeaveOpeningInput } from '@klokwerk/contract/leave-adjustments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuditEntry } from '../../audit/audit-log';
import { insertAudited } from '../../audit/audited-insert';
import {
  employees,
  leaveCorrections,
  leaveOpeningPots,
  leaveOpenings,
} from '../../db/schema/index';
import type { TenantContext, TenantScope } from '../../tenancy/tenant-context';
import { currentEmployee } from '../common/employee-repository';

/** What a read needs: whose rows, and the transaction (a request's context is one). */
export type ReadScope = Pick<TenantScope, 'tenantId' | 'tx'>;

export interface StoredOpening {
  year: number;
  updatedAt: Date;
  updatedByName: string | null;
  pots: { kind: 'statutory' | 'extra'; accrualYear: number; minutes: number }[];
}

export interface StoredCorrection {
  correctionId: number;
  date: string;
  kind: 'statutory' | 'extra';
  minutes: number;
  reason: string;
  createdAt: Date;
  createdBy: string | null;
}

/** The opening balances of these employees, by employee (absent: none entered). */
export async function openingsOf(
  scope: ReadScope,
  employeeIds: readonly number[],
): Promise<Map<number, StoredOpening>> {
  const result = new Map<number, StoredOpening>();
  if (employeeIds.length === 0) return result;
  const ids = [...employeeIds];
  const [openings, pots] = await Promise.all([
    scope.tx
      .select()
      .from(leaveOpenings)
      .where(
        and(eq(leaveOpenings.tenantId, scope.tenantId), inArray(leaveOpenings.employeeId, ids)),
      ),
    scope.tx
      .select()
      .from(leaveOpeningPots)
      .where(
        and(
          eq(leaveOpeningPots.tenantId, scope.tenantId),
          inArray(leaveOpeningPots.employeeId, ids),
        ),
      )
      .orderBy(asc(leaveOpeningPots.accrualYear), asc(leaveOpeningPots.kind)),
  ]);
  for (const opening of openings) {
    result.set(opening.employeeId, {
      year: opening.year,
      updatedAt: opening.updatedAt,
      updatedByName: opening.updatedByName,
      pots: [],
    });
  }
  for (const pot of pots) {
    result
      .get(pot.employeeId)
      ?.pots.push({ kind: pot.kind, accrualYear: pot.accrualYear, minutes: pot.minutes });
  }
  return result;
}

/** The corrections of these employees by date (then as entered), per employee. */
export async function correctionsOf(
  scope: ReadScope,
  employeeIds: readonly number[],
): Promise<Map<number, StoredCorrection[]>> {
  const result = new Map<number, StoredCorrection[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return result;
  const rows = await scope.tx
    .select()
    .from(leaveCorrections)
    .where(
      and(
        eq(leaveCorrections.tenantId, scope.tenantId),
        inArray(leaveCorrections.employeeId, [...employeeIds]),
      ),
    )
    .orderBy(asc(leaveCorrections.onDate), asc(leaveCorrections.id));
  for (const row of rows) {
    result.get(row.employeeId)?.push({
      correctionId: row.id,
      date: row.onDate,
      kind: row.kind,
      minutes: row.minutes,
      reason: row.reason,
      createdAt: row.createdAt,
      createdBy: row.createdByName,
    });
  }
  return result;
}

/**
 * An employee that is not archived; with `lock`, its row locked until the transaction ends, so
 * an opening balance and a correction entered at the same moment check against each other's
 * result.
 */
export function activeEmployee(
  ctx: TenantContext,
  employeeId: number,
  options: { lock?: boolean } = {},
) {
  return currentEmployee(
    ctx,
    { id: employees.id, companyId: employees.companyId },
    employeeId,
    options,
  );
}

/** Enters or replaces the opening balance: the year, and exactly these pots. */
export async function saveOpening(
  ctx: TenantContext,
  employeeId: number,
  opening: LeaveOpeningInput,
  now: Date,
): Promise<void> {
  const stamp = {
    year: opening.year,
    updatedAt: now,
    updatedBy: ctx.actor.userId,
    updatedByName: ctx.actor.userName,
  };
  await ctx.tx
    .insert(leaveOpenings)
    .values({ tenantId: ctx.tenantId, employeeId, ...stamp })
    .onConflictDoUpdate({ target: [leaveOpenings.tenantId, leaveOpenings.employeeId], set: stamp });
  await ctx.tx
    .delete(leaveOpeningPots)
    .where(
      and(eq(leaveOpeningPots.tenantId, ctx.tenantId), eq(leaveOpeningPots.employeeId, employeeId)),
    );
  if (opening.pots.length > 0) {
    await ctx.tx
      .insert(leaveOpeningPots)
      .values(opening.pots.map((pot) => ({ tenantId: ctx.tenantId, employeeId, ...pot })));
  }
}

/** A new correction and its audit entry, which `entry` makes from the correction's id. */
export function insertCorrection(
  ctx: TenantContext,
  employeeId: number,
  correction: LeaveCorrectionInput,
  now: Date,
  entry: (correctionId: number) => AuditEntry,
): Promise<number> {
  return insertAudited(
    ctx,
    leaveCorrections,
    {
      tenantId: ctx.tenantId,
      employeeId,
      onDate: correction.date,
      kind: correction.kind,
      minutes: correction.minutes,
      reason: correction.reason,
      createdBy: ctx.actor.userId,
      createdByName: ctx.actor.userName,
      createdAt: now,
    },
    entry,
  );
}
