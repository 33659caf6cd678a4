import { OPEN_SHIFT_MESSAGES } from '@klokwerk/contract/open-shifts';
import { recordAudit } from '../../audit/audit-log';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { type MailDeps, NOTICES, tell } from './mails';
import * as repo from './repository';

/**
 * DELETE /api/open-shifts/{openShiftId} (docs/open-shifts-and-swaps.md#withdrawing-an-open-shift):
 * an open shift of a company in reach that nobody was given yet is withdrawn. It takes the open
 * shift's row lock first, as a claim does, so a claim approved at the same moment either comes
 * first (and the delete is refused: 409) or finds the shift gone (404). Its pending claims are
 * declined and each claimant is told; the row stays, marked cancelled, so the claims and the
 * audit trail keep the shift they name. Another tenant's or another company's id is a 404.
 */
export async function deleteOpenShift(
  ctx: TenantContext,
  deps: MailDeps,
  openShiftId: number,
): Promise<{ openShiftId: number; declinedClaims: number }> {
  const open = await repo.openShiftForUpdate(ctx, openShiftId);
  if (!open) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, open.companyId);
  // A taken place is somebody's shift in the roster by now; withdrawing the open shift would
  // leave that shift without the claim that explains it.
  if (open.filled > 0) throw new AppError('CONFLICT', OPEN_SHIFT_MESSAGES.filled);

  const declined = await repo.declinePendingClaims(ctx, openShiftId, deps.now);
  await repo.cancelOpenShift(ctx, openShiftId, deps.now);
  await recordAudit(ctx, {
    action: 'open-shift.delete',
    entity: 'open_shift',
    entityId: openShiftId,
    details: {
      before: {
        jobTitleId: open.jobTitleId,
        startTime: open.startTime.toISOString(),
        endTime: open.endTime.toISOString(),
        places: open.places,
      },
      declinedClaims: declined.map((claim) => claim.claimId),
    },
  });
  for (const claim of declined) {
    const claimant = await repo.person(ctx, claim.employeeId);
    if (claimant)
      await tell(ctx, deps, 'open-shift.deleted', claimant, open, NOTICES.openShiftDeleted);
  }
  return { openShiftId, declinedClaims: declined.length };
}
