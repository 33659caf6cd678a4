import type { CallBody } from '@klokwerk/contract/call';
import { createCompanyCall } from '@klokwerk/contract/companies';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companiesQueryKey } from '../../../lib/queries/companies';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';

export type CompanyInput = CallBody<typeof createCompanyCall>;

/** POST /api/companies/create: needs plan tier pro and room in the plan's company limit. */
export function createCompany(body: CompanyInput, idempotencyKey?: string) {
  return callApi(createCompanyCall, { body }, { idempotencyKey });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useCreatingMutation(createCompany, () =>
    queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  );
}
