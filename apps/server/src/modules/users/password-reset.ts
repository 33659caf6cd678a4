import { DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import type { TenantContext } from '../../tenancy/tenant-context';
import { newLinkToken, RESET_LINK_MS } from '../registration/link-token';
import { passwordResetMail } from './mails';
import * as repo from './repository';
import { assertInReach, type UsersDeps } from './service';

/**
 * Mails a user a link to set a new password (the Gebruikersbeheer dialog, spec part 2 §8
 * "Manager password reset"). Only the user's own mailbox receives it, so a manager may send
 * one to anyone in reach, a higher rank included; the password changes only when the user
 * follows the link. A link sent before stops working.
 */
export async function requestPasswordReset(
  ctx: TenantContext,
  deps: UsersDeps,
  userName: string,
): Promise<{ email: string; expiresAt: string }> {
  const account = assertInReach(ctx, await repo.findUserByName(ctx, userName));
  if (!account.email) {
    throw new AppError('VALIDATION', 'Geen e-mailadres beschikbaar voor deze gebruiker');
  }
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(deps.now.getTime() + RESET_LINK_MS);
  await repo.replaceResetLink(ctx, { userId: account.id, tokenHash, expiresAt });

  const company =
    account.companyId === null ? null : await repo.findCompany(ctx, account.companyId);
  const firstName =
    account.employeeId === null ? null : await repo.employeeFirstName(ctx, account.employeeId);
  await queueMail(
    ctx,
    deps.mailer,
    'password-reset',
    passwordResetMail({
      to: account.email,
      name: firstName ?? account.userName,
      userName: account.userName,
      tenantName: await repo.tenantName(ctx),
      tenantId: ctx.tenantId,
      token,
      expiresAt,
      timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
      publicUrl: deps.publicUrl,
    }),
  );
  await recordAudit(ctx, {
    action: 'user.password_reset_link',
    entity: 'user',
    entityId: account.id,
    details: { userName: account.userName },
  });
  return { email: account.email, expiresAt: expiresAt.toISOString() };
}
