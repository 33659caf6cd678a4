import { assignableRoles } from '@klokwerk/domain/policies';
import { isRole, ROLE_LABELS, type Role } from '@klokwerk/domain/roles';

/** The Dutch label of a role (spec part 2 §3); an unknown role shows as the server wrote it. */
export function roleLabel(role: string | undefined): string {
  return role && isRole(role) ? ROLE_LABELS[role] : (role ?? '');
}

/**
 * The roles `actor` may give (DESIGN §6), as select options; `current` is added in front when
 * it is not one of them, so a user's present role still shows as chosen.
 */
export function roleOptions(actor: Role | null, current: string | null = null) {
  const offered: string[] = assignableRoles(actor);
  const roles = current && !offered.includes(current) ? [current, ...offered] : offered;
  return roles.map((role) => ({ value: role, label: roleLabel(role) }));
}
