import type { AuditActor } from '@klokwerk/contract/audit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { employees, users } from '../db/schema/index';
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
  const rows = await ctx.tx
    .select({
      userId: users.id,
      userName: users.userName,
      fullName: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${employees.firstName}, ${employees.lastName})), '')`,
    })
    .from(users)
    .leftJoin(
      employees,
      and(eq(employees.tenantId, users.tenantId), eq(employees.id, users.employeeId)),
    )
    .where(and(eq(users.tenantId, ctx.tenantId), inArray(users.id, ids)));
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
