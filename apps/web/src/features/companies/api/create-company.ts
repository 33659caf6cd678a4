import type { CallBody } from '@klokwerk/contract/call';
import { createCompanyCall } from '@klokwerk/contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companiesQueryKey } from '../../../lib/queries/companies';

export type CompanyInput = CallBody<typeof createCompanyCall>;

/** POST /api/companies/create: needs plan tier pro and room in the plan's company limit. */
export function createCompany(body: CompanyInput) {
  return callApi(createCompanyCall, { body });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
