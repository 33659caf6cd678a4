import { CHOOSE_ROLE_MESSAGE, rolesBody } from '@klokwerk/contract/users';
import { assignableRoles } from '@klokwerk/domain/policies';
import { isRole, ROLE_LABELS, type Role } from '@klokwerk/domain/roles';

/** The Dutch label of a role; an unknown role shows as the server wrote it. */
export function roleLabel(role: string | undefined): string {
  return role && isRole(role) ? ROLE_LABELS[role] : (role ?? '');
}

/**
 * The roles `actor` may give (docs/decisions/011-invitations-and-account-links.md, "Role
 * change"), as select options; `current` is added in front when it is not one of them, so a
 * user's present role still shows as chosen.
 */
export function roleOptions(actor: Role | null, current: string | null = null) {
  const offered: string[] = assignableRoles(actor);
  const roles = current && !offered.includes(current) ? [current, ...offered] : offered;
  return roles.map((role) => ({ value: role, label: roleLabel(role) }));
}

/** The contract's rule for the role list: one role, else "Kies een rol". */
export function validateRole(role: string | null): string | null {
  const result = rolesBody.safeParse(role ? [role] : []);
  return result.success ? null : (result.error.issues[0]?.message ?? CHOOSE_ROLE_MESSAGE);
}
