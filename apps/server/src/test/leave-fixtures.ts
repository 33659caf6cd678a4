import type { ContractPeriod } from '@klokwerk/domain/contract-periods';
import type { HolidayKey } from '@klokwerk/domain/dutch-holidays';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contractPeriods, paySettings } from '../db/schema/index';
import { insertPeriods } from '../modules/contracts/repository';
import { withTenant } from '../tenancy/tenant-context';
import type { TestTenant } from './factories';

/**
 * Test data for the leave and hours-balance rules: an employee's contract over time and the
 * holidays a company closes on, written straight to the tables as the demo seed does.
 */

/** Replaces the employee's contract periods (createEmployee made one from the row). */
export async function setContractPeriods(
  db: Database,
  tenant: TestTenant,
  employeeId: number,
  periods: readonly ContractPeriod[],
): Promise<void> {
  await withTenant(db, tenant.tenantId, async (tx) => {
    await tx
      .delete(contractPeriods)
      .where(
        and(
          eq(contractPeriods.tenantId, tenant.tenantId),
          eq(contractPeriods.employeeId, employeeId),
        ),
      );
    await insertPeriods(
      { tenantId: tenant.tenantId, tx },
      periods.map((period) => ({ employeeId, period })),
    );
  });
}

/** Saves a company's pay settings: the defaults, closed on `closedOn`. */
export async function closeOnHolidays(
  db: Database,
  tenant: TestTenant,
  companyId: number,
  closedOn: readonly HolidayKey[],
): Promise<void> {
  await withTenant(db, tenant.tenantId, (tx) =>
    tx.insert(paySettings).values({
      tenantId: tenant.tenantId,
      companyId,
      liberationDay: 'lustrumYears',
      goodFriday: false,
      paidHolidays: [...closedOn],
      extraLeaveUnit: 'none',
      sickHoursBasis: 'contractWhenUnplanned',
    }),
  );
}
