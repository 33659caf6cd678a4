import type { MailMessage } from '../../mail/mail-message';
import type { Mailer } from '../../mail/mailer';
import { queueMail } from '../../mail/outbox';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';
import {
  changedMail,
  type MailedShift,
  type MailFrame,
  publishedMail,
  type Recipient,
  removedMail,
} from './shift-mails';

export interface MailDeps {
  mailer: Mailer;
  publicUrl: string;
}

export interface NotifyScope {
  companyId: number;
  timeZone: string;
}

type Compose = (to: Recipient, frame: MailFrame) => MailMessage;

/**
 * Queues one mail per employee through the outbox, in the request's transaction, for those who
 * did not turn roster mails off. Answers how many were queued.
 */
async function mailEach(
  ctx: TenantContext,
  deps: MailDeps,
  scope: NotifyScope,
  kind: string,
  mails: ReadonlyMap<number, Compose>,
): Promise<number> {
  if (mails.size === 0) return 0;
  const recipients = await repo.shiftMailRecipients(ctx, [...mails.keys()]);
  const frame: MailFrame = {
    companyName: await repo.companyName(ctx, scope.companyId),
    timeZone: scope.timeZone,
    publicUrl: deps.publicUrl,
  };
  let queued = 0;
  for (const [employeeId, compose] of mails) {
    const recipient = recipients.get(employeeId);
    if (!recipient?.wantsMail) continue;
    await queueMail(ctx, deps.mailer, kind, compose(recipient, frame));
    queued += 1;
  }
  return queued;
}

/** Rooster Bevestigen: each employee concerned gets one mail with their new shifts of the week. */
export async function mailPublishedWeek(
  ctx: TenantContext,
  deps: MailDeps,
  scope: NotifyScope,
  week: { number: number; shifts: ReadonlyArray<MailedShift & { employeeId: number }> },
): Promise<number> {
  const byEmployee = new Map<number, MailedShift[]>();
  for (const shift of week.shifts) {
    const list = byEmployee.get(shift.employeeId) ?? [];
    list.push(shift);
    byEmployee.set(shift.employeeId, list);
  }
  const mails = new Map<number, Compose>();
  for (const [employeeId, shifts] of byEmployee) {
    mails.set(employeeId, (to, frame) => publishedMail(to, frame, { number: week.number, shifts }));
  }
  return mailEach(ctx, deps, scope, 'roster.published', mails);
}

export interface DefinitiveChange {
  before: (MailedShift & { employeeId: number }) | null;
  after: (MailedShift & { employeeId: number }) | null;
}

/**
 * A definitive shift that was added, moved or removed: its employee is told at once (both
 * employees when it moved from one to another). Shifts that are over by `now` are history,
 * not news, and are not mailed.
 */
export async function mailDefinitiveChange(
  ctx: TenantContext,
  deps: MailDeps & { now: Date },
  scope: NotifyScope,
  change: DefinitiveChange,
): Promise<number> {
  const ahead = (shift: MailedShift | null) => shift !== null && shift.endTime > deps.now;
  const before = ahead(change.before) ? change.before : null;
  const after = ahead(change.after) ? change.after : null;
  const mails = new Map<number, Compose>();
  if (after) {
    const earlier = before && before.employeeId === after.employeeId ? before : null;
    mails.set(after.employeeId, (to, frame) => changedMail(to, frame, { before: earlier, after }));
  }
  if (before && before.employeeId !== after?.employeeId) {
    mails.set(before.employeeId, (to, frame) => removedMail(to, frame, before));
  }
  return mailEach(ctx, deps, scope, 'roster.changed', mails);
}
