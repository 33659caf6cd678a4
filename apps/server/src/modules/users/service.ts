import type { UserListItem } from '@klokwerk/contract/users';
import { assignableRoles, mayChangeRolesOf } from '@klokwerk/domain/policies';
import { isTenantWide, primaryRole, ROLE_LABELS, type Role } from '@klokwerk/domain/roles';
import { recordAudit } from '../../audit/audit-log';
import {
  assertMayRemoveAccount,
  assertOwnerRemains,
  lockOwnerChanges,
  OWNER_ROLES,
} from '../../auth/account-rules';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

/** What the calls of this module need besides the request's tenant context. */
export interface UsersDeps {
  now: Date;
  publicUrl: string;
  mailer: Mailer;
}

const USER_NOT_FOUND = 'Gebruiker niet gevonden.';

export async function usersOfCompany(
  ctx: TenantContext,
  companyId: number,
): Promise<UserListItem[]> {
  assertCompanyInReach(ctx, companyId);
  const list = await repo.listUsersOfCompany(ctx, companyId);
  if (!list) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return list;
}

/**
 * An account the caller may act on: any of the tenant for tenant-wide roles, one of their own
 * company for the others (docs/roles-and-policies.md). Out of reach answers as "not found", like another
 * tenant's, so user names are never confirmed.
 */
export function assertInReach(
  ctx: TenantContext,
  account: repo.AccountRow | null,
): repo.AccountRow {
  if (!account) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  if (!isTenantWide(ctx.actor.role) && account.companyId !== ctx.actor.companyId) {
    throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  }
  return account;
}

/**
 * Gives a user exactly one role (docs/roles-and-policies.md). The new role replaces every role
 * the user held: the form shows one and the first one counts, so a hidden second role must not
 * linger. A change ends the user's older tokens; choosing the role the user has changes nothing.
 */
export async function assignRole(
  ctx: TenantContext,
  userName: string,
  role: Role,
): Promise<{ userName: string; roles: string[] }> {
  await lockOwnerChanges(ctx);
  const account = assertInReach(ctx, await repo.findUserByName(ctx, userName));
  const current = primaryRole(account.roles);
  if (current === 'EINDBAAS' || role === 'EINDBAAS') {
    throw new AppError(
      'FORBIDDEN',
      'De rol Eindbaas wordt alleen door de beheerder van Klokwerk gegeven of gewijzigd.',
    );
  }
  if (!mayChangeRolesOf(ctx.actor.role, current)) {
    throw new AppError('FORBIDDEN', 'Je mag de rol van iemand met een hogere rol niet wijzigen.');
  }
  if (!assignableRoles(ctx.actor.role).includes(role)) {
    throw new AppError('FORBIDDEN', `Je mag de rol ${ROLE_LABELS[role]} niet toekennen.`);
  }
  if (account.roles.length === 1 && current === role) {
    return { userName: account.userName, roles: account.roles };
  }
  if (!OWNER_ROLES.includes(role)) await assertOwnerRemains(ctx, account);

  const roles = [role];
  await repo.setRoles(ctx, account.id, roles);
  await recordAudit(ctx, {
    action: 'role.change',
    entity: 'user',
    entityId: account.id,
    details: { userName: account.userName, before: account.roles, after: roles },
  });
  return { userName: account.userName, roles };
}

/**
 * Deletes the account with this address; the employee stays. Not one's own,
 * not one ranked above the caller, never the tenant's last owner (docs/roles-and-policies.md#role-assignment).
 */
export async function deleteUser(
  ctx: TenantContext,
  email: string,
): Promise<{ userName: string; email: string }> {
  await lockOwnerChanges(ctx);
  const account = assertInReach(ctx, await repo.findUserByEmail(ctx, email));
  await assertMayRemoveAccount(ctx, account);
  await repo.deleteUser(ctx, account.id);
  await recordAudit(ctx, {
    action: 'user.delete',
    entity: 'user',
    entityId: account.id,
    details: { userName: account.userName, email: account.email, roles: account.roles },
  });
  return { userName: account.userName, email: account.email ?? email };
}

/**
 * A new address for an account. Refused for a user ranked above the caller: the address is
 * where that user's reset links go, so changing it would hand over the account.
 */
export async function changeEmail(
  ctx: TenantContext,
  userName: string,
  newEmail: string,
): Promise<{ userName: string; email: string }> {
  const account = assertInReach(ctx, await repo.findUserByName(ctx, userName));
  if (!mayChangeRolesOf(ctx.actor.role, primaryRole(account.roles))) {
    throw new AppError(
      'FORBIDDEN',
      'Je mag het e-mailadres van iemand met een hogere rol niet wijzigen.',
    );
  }
  if (await repo.emailInUse(ctx, newEmail, account.id)) {
    throw new AppError('EMAIL_IN_USE', 'Het e-mailadres is al in gebruik.', 'newEmail');
  }
  if (account.email !== newEmail) {
    await repo.setEmail(ctx, account.id, newEmail);
    await recordAudit(ctx, {
      action: 'user.email_change',
      entity: 'user',
      entityId: account.id,
      details: { userName: account.userName, before: account.email, after: newEmail },
    });
  }
  return { userName: account.userName, email: newEmail };
}
