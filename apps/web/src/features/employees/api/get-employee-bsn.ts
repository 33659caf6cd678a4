import type { CallResponse } from '@klokwerk/contract/call';
import { employeeBsnCall } from '@klokwerk/contract/employees';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type EmployeeBsn = CallResponse<typeof employeeBsnCall>;

/** GET /api/employees/{employeeId}/bsn: the number itself; the server audits every view. */
export function getEmployeeBsn(employeeId: number): Promise<EmployeeBsn> {
  return callApi(employeeBsnCall, { params: { employeeId } });
}

/**
 * A mutation rather than a query on purpose: each view is a deliberate, audited act, so the
 * number is fetched only on "Toon BSN" and never cached, refetched on focus or retried.
 */
export function useRevealBsn() {
  return useMutation({ mutationFn: getEmployeeBsn });
}
