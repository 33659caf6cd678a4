import type { EmployeeAvailability } from '../lib/queries/availability';

/**
 * An availability of Emma Smit (employee 12 of the demo's first company, STAFF_CLAIMS of
 * test/tokens.ts) as GET /api/availability/{employeeId}/{companyId} answers it.
 */
export function emmaAvailability(
  id: number,
  startTime: string,
  endTime: string,
  available = true,
): EmployeeAvailability[number] {
  return {
    id,
    employeeId: 12,
    companyId: 1,
    startTime,
    endTime,
    available,
    employee: { firstName: 'Emma', lastName: 'Smit' },
  };
}
