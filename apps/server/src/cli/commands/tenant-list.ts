import { formatDate } from '@klokwerk/domain/format';
import type { CliCommand } from '../command';
import { canSeeAllTenants, listAllTenants, type TenantSummary } from '../repository';

// The operator's own zone; a trial's end date is a date, not a moment.
const OPERATOR_TIME_ZONE = 'Europe/Amsterdam';

function statusText(tenant: TenantSummary, now: Date): string {
  const status = tenant.status === 'active' ? 'actief' : 'geschorst';
  if (!tenant.trialEndsAt) return status;
  return tenant.trialEndsAt > now
    ? `${status}, proef tot ${formatDate(tenant.trialEndsAt, OPERATOR_TIME_ZONE)}`
    : `${status}, proef verlopen`;
}

/** Columns padded to their widest cell; counts aligned right. */
export function formatTable(
  header: readonly string[],
  rows: readonly string[][],
  numeric: ReadonlySet<number>,
): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) =>
        numeric.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

export const tenantList: CliCommand = {
  name: 'tenant list',
  summary: 'Toont alle klanten met abonnement, status en aantallen.',
  options: {},

  prepare() {
    return async ({ db, now, out, warn }) => {
      const access = await canSeeAllTenants(db);
      const tenants = await listAllTenants(db);
      if (!access.seesAll) {
        warn(
          `Let op: databaserol "${access.role}" valt onder row-level security en ziet geen klanten. ` +
            'Gebruik voor de CLI een DATABASE_URL met een rol die BYPASSRLS heeft.',
        );
      }
      if (tenants.length === 0) {
        out('Er zijn nog geen klanten.');
        return;
      }
      const header = ['Tenant-id', 'Naam', 'Abonnement', 'Status', 'Bedrijven', 'Gebruikers'];
      const rows = tenants.map((t) => [
        t.tenantId,
        t.name,
        t.plan,
        statusText(t, now),
        String(t.companies),
        String(t.users),
      ]);
      for (const line of formatTable(header, rows, new Set([4, 5]))) out(line);
    };
  },
};
