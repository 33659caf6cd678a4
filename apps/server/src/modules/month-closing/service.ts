import {
  MONTH_MESSAGES,
  type MonthOfCompany,
  type MonthState,
  type MonthStatus,
  pendingRecordsMessage,
  type ReopenMonthInput,
} from '@klokwerk/contract/month-closing';
import { monthBounds } from '@klokwerk/domain/month-bounds';
import { actorOf, namesOfUsers } from '../../audit/actor-names';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { lockMonth, type MonthKey } from '../common/month-lock-repository';
import { costOfMonth, type MonthFigures, monthFigures } from '../month-figures/index';
import { readKeptFigures } from './kept-figures';
import * as repo from './repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The month's status from its closings (oldest first), with the actors' names. */
async function statusOf(ctx: TenantContext, key: MonthKey): Promise<MonthStatus> {
  return statusFrom(ctx, key, await repo.closingsOf(ctx, key));
}

async function statusFrom(
  ctx: TenantContext,
  key: MonthKey,
  closings: repo.ClosingRow[],
): Promise<MonthStatus> {
  const names = await namesOfUsers(
    ctx,
    closings.flatMap((c) => [c.closedBy, c.reopenedBy]),
  );
  const history = closings.map((c) => ({
    closingId: c.closingId,
    closedAt: new Date(c.closedAt).toISOString(),
    closedBy: actorOf(c.closedBy, c.closedByName, names),
    reopenedAt: iso(c.reopenedAt),
    reopenedBy: c.reopenedAt === null ? null : actorOf(c.reopenedBy, c.reopenedByName, names),
    reason: c.reason,
  }));
  const last = history.at(-1);
  return {
    companyId: key.companyId,
    year: key.year,
    month: key.month,
    closed: last !== undefined && last.reopenedAt === null,
    closedAt: last?.closedAt ?? null,
    closedBy: last?.closedBy ?? null,
    reopenedAt: last?.reopenedAt ?? null,
    reopenedBy: last?.reopenedBy ?? null,
    reason: last?.reason ?? null,
    history,
  };
}

/**
 * The month as the reports show it (their company is already in reach): its state, and the
 * figures kept with its closing while it is closed (null while open), from one read.
 */
export async function monthOf(
  ctx: TenantContext,
  key: MonthKey,
): Promise<{ state: MonthState; kept: MonthFigures | null }> {
  const closings = await repo.closingsOf(ctx, key);
  const { closed, closedAt, closedBy, reopenedAt, reopenedBy, reason } = await statusFrom(
    ctx,
    key,
    closings,
  );
  const stored = closed ? (closings.at(-1)?.figures ?? null) : null;
  const kept = stored === null ? null : readKeptFigures(stored);
  return { state: { closed, closedAt, closedBy, reopenedAt, reopenedBy, reason }, kept };
}

/** GET /api/months/status: for a company in reach; 404 otherwise. */
export async function monthStatus(ctx: TenantContext, key: MonthOfCompany): Promise<MonthStatus> {
  await zoneOfCompanyInReach(ctx, key.companyId);
  return statusOf(ctx, key);
}

/**
 * POST /api/months/close ("Maand afsluiten"): a month that is over, whose
 * registrations are all approved or rejected. Its figures are kept with the closing, so the
 * reports of a closed month no longer move when a salary, a shift or the penalty changes later.
 */
export async function closeMonth(
  ctx: TenantContext,
  now: Date,
  key: MonthOfCompany,
): Promise<MonthStatus> {
  const timeZone = await zoneOfCompanyInReach(ctx, key.companyId);
  const bounds = monthBounds(key.year, key.month, timeZone);
  if (bounds.end > now) throw new AppError('VALIDATION', MONTH_MESSAGES.notEnded, 'month');
  await lockMonth(ctx, key);
  if (await repo.activeClosing(ctx, key)) {
    throw new AppError('CONFLICT', MONTH_MESSAGES.alreadyClosed);
  }
  const pending = await repo.pendingCount(ctx, key.companyId, bounds.start, bounds.end);
  if (pending > 0) throw new AppError('CONFLICT', pendingRecordsMessage(pending));
  const scope = { companyId: key.companyId, month: bounds, employeeId: null };
  const figures = await monthFigures(ctx, scope, timeZone);
  const closingId = await repo.insertClosing(ctx, key, now, figures);
  await recordAudit(ctx, {
    action: 'month.close',
    entity: 'month_closing',
    entityId: closingId,
    details: {
      companyId: key.companyId,
      year: key.year,
      month: key.month,
      after: {
        closed: true,
        paidSeconds: figures.paidDays.reduce((sum, d) => sum + d.paidSeconds, 0),
        // The wage cost incl. surcharges, as the report and the saved total name it.
        totalExpenseCents: costOfMonth(figures).totalCents,
      },
    },
  });
  return statusOf(ctx, key);
}

/** POST /api/months/reopen: the closing in force is marked reopened, with who, when and why. */
export async function reopenMonth(
  ctx: TenantContext,
  now: Date,
  input: ReopenMonthInput,
): Promise<MonthStatus> {
  const key = { companyId: input.companyId, year: input.year, month: input.month };
  await zoneOfCompanyInReach(ctx, key.companyId);
  await lockMonth(ctx, key);
  const closing = await repo.activeClosing(ctx, key);
  if (!closing) throw new AppError('CONFLICT', MONTH_MESSAGES.notClosed);
  await repo.markReopened(ctx, closing.closingId, now, input.reason);
  await recordAudit(ctx, {
    action: 'month.reopen',
    entity: 'month_closing',
    entityId: closing.closingId,
    details: {
      companyId: key.companyId,
      year: key.year,
      month: key.month,
      reason: input.reason,
      before: { closed: true },
      after: { closed: false },
    },
  });
  return statusOf(ctx, key);
}
