import type { EmployeeSurcharges } from './pay-codes';
import type { WageCostReport, WageRow } from './wage-cost';

/**
 * The wage cost of a month incl. surcharges (docs/calculations.md#wage-cost): the one total the
 * report, its CSV, the total Opslaan stores and the closing's audit entry name. Per employee the
 * basic wage (every paid second at the plain rate, `expenseCents`) plus what each surcharge band
 * adds (surchargesOf), each rounded once; so it is what the payroll export's hours per code cost
 * at the employee's rate.
 */
export interface CostRow extends WageRow {
  /** The employee's band minutes and surcharges, in the company's order of the bands. */
  bands: EmployeeSurcharges['bands'];
  /** Σ of the bands' surcharges. */
  surchargeCents: number;
  /** expenseCents + surchargeCents. */
  totalCents: number;
}

export interface MonthCost {
  /** The wage cost's rows, in its order (by name). */
  rows: CostRow[];
  /** Σ of the rows' basic wage. */
  basicCents: number;
  /** Σ of the rows' surcharges. */
  surchargeCents: number;
  /** basicCents + surchargeCents: Σ of the rows' totals. */
  totalCents: number;
  skippedRecords: number;
}

/** The month's cost of `wageCost` and the bands' `surcharges` of the same count. */
export function monthCost(
  wageCost: WageCostReport,
  surcharges: readonly EmployeeSurcharges[],
): MonthCost {
  const byEmployee = new Map(surcharges.map((s) => [s.employeeId, s]));
  const rows = wageCost.rows.map((row) => {
    const own = byEmployee.get(row.employeeId);
    const surchargeCents = own?.surchargeCents ?? 0;
    return {
      ...row,
      bands: own?.bands ?? [],
      surchargeCents,
      totalCents: row.expenseCents + surchargeCents,
    };
  });
  const surchargeCents = rows.reduce((sum, row) => sum + row.surchargeCents, 0);
  return {
    rows,
    basicCents: wageCost.totalCents,
    surchargeCents,
    totalCents: wageCost.totalCents + surchargeCents,
    skippedRecords: wageCost.skippedRecords,
  };
}
