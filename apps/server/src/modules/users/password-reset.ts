import { DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';
import { recordAuditBy } from '../../audit/audit-log';
import { AppError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { queueMail } from '../../mail/outbox';
import type { TenantContext, TenantScope } from '../../tenancy/tenant-context';
import { newLinkToken, RESET_LINK_MS } from '../registration/index';
import { passwordResetMail } from './mails';
import * as repo from './repository';
import { assertInReach, type UsersDeps } from './service';

export interface ResetLinkDeps {
  now: Date;
  publicUrl: string;
  mailer: Mailer;
}

/** Who asked for a link: a manager (the actor), or the user on the forgot-password page. */
export type ResetRequester = { by: 'manager'; actorUserId: number } | { by: 'user' };

/**
 * Makes a reset link for an account with an address and mails it (docs/security.md#links-by-e-mail: 1 hour, single
 * use, stored as a hash): the one code path of the manager's reset and the forgotten password.
 * A link sent before stops working; the password changes only when the link is followed.
 */
export async function mailResetLink(
  scope: TenantScope,
  deps: ResetLinkDeps,
  account: repo.AccountRow & { email: string },
  requester: ResetRequester,
): Promise<{ expiresAt: Date }> {
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(deps.now.getTime() + RESET_LINK_MS);
  await repo.replaceResetLink(scope, { userId: account.id, tokenHash, expiresAt });

  const company =
    account.companyId === null ? null : await repo.findCompany(scope, account.companyId);
  const firstName =
    account.employeeId === null ? null : await repo.employeeFirstName(scope, account.employeeId);
  await queueMail(
    scope,
    deps.mailer,
    'password-reset',
    passwordResetMail({
      to: account.email,
      name: firstName ?? account.userName,
      userName: account.userName,
      tenantName: await repo.tenantName(scope),
      tenantId: scope.tenantId,
      token,
      expiresAt,
      timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
      publicUrl: deps.publicUrl,
      requestedBy: requester.by,
    }),
  );
  await recordAuditBy(scope, requester.by === 'manager' ? requester.actorUserId : account.id, {
    action: 'user.password_reset_link',
    entity: 'user',
    entityId: account.id,
    details: {
      userName: account.userName,
      via: requester.by === 'manager' ? 'user-management' : 'forgot-password',
    },
  });
  return { expiresAt };
}

/**
 * Mails a user a link to set a new password (the Gebruikersbeheer dialog, docs/screens.md#reset-password
 * "Manager password reset"). Only the user's own mailbox receives it, so a manager may send
 * one to anyone in reach, a higher rank included.
 */
export async function requestPasswordReset(
  ctx: TenantContext,
  deps: UsersDeps,
  userName: string,
): Promise<{ email: string; expiresAt: string }> {
  const account = assertInReach(ctx, await repo.findUserByName(ctx, userName));
  const email = account.email;
  if (!email) {
    throw new AppError('VALIDATION', 'Geen e-mailadres beschikbaar voor deze gebruiker');
  }
  const { expiresAt } = await mailResetLink(
    ctx,
    deps,
    { ...account, email },
    { by: 'manager', actorUserId: ctx.actor.userId },
  );
  return { email, expiresAt: expiresAt.toISOString() };
}
