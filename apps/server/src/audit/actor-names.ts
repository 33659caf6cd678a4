import type { AuditActor } from '@klokwerk/contract/audit';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { TenantContext } from '../tenancy/tenant-context';

interface Names {
  userName: string;
  fullName: string;
}

/**
 * The names of accounts by id, read once for a page of entries: the user name, and as full name
 * the linked employee's name or else the user name (as the token's `name`, docs/security.md#tokens).
 */
export async function namesOfUsers(
  ctx: TenantContext,
  userIds: Iterable<number | null>,
): Promise<Map<number, Names>> {
  const ids = [...new Set([...userIds].filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ userId: number; userName: string; fullName: string | null }>(
    ctx.tx,
    sql`
      select u.id::float8 as "userId", u.user_name as "userName",
        nullif(trim(concat_ws(' ', e.first_name, e.last_name)), '') as "fullName"
      from users u
      left join employees e on e.tenant_id = u.tenant_id and e.id = u.employee_id
      where u.tenant_id = ${ctx.tenantId}
        and u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((row) => [
      row.userId,
      { userName: row.userName, fullName: row.fullName ?? row.userName },
    ]),
  );
}

/**
 * An actor as the answers name them: null for the system or the CLI; the stored user name when
 * the account is gone (or null for entries written before names were kept).
 */
export function actorOf(
  userId: number | null,
  storedUserName: string | null,
  names: ReadonlyMap<number, Names>,
): AuditActor | null {
  if (userId === null) return null;
  const known = names.get(userId);
  return {
    userId,
    userName: known?.userName ?? storedUserName,
    fullName: known?.fullName ?? storedUserName,
  };
}
