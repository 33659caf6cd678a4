import type { LocalDate } from '@klokwerk/domain/local-date';
import type { Tx } from '../db/database';
import type { TenantId } from '../tenancy/tenant-context';
import type { DemoPeople } from './insert-demo-people';

/** What each step after the people works with: the seed's transaction, its day, its people. */
export interface SeedScope {
  tx: Tx;
  tenantId: TenantId;
  now: Date;
  today: LocalDate;
  timeZone: string;
  people: DemoPeople;
  /** Who plans, reviews and decides for a company. */
  managerOf(companyId: number): number;
}

/** Multi-row inserts in slices, well under PostgreSQL's 65,535 parameters per statement. */
export async function insertInSlices<T>(
  rows: readonly T[],
  insert: (slice: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}
