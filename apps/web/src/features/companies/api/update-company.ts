import { updateCompanyCall } from '@klokwerk/contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companiesQueryKey } from '../../../lib/queries/companies';
import type { CompanyInput } from './create-company';

/** PUT /api/companies/{id}: the same form as creating one; needs plan tier pro. */
export function updateCompany({ id, body }: { id: number; body: CompanyInput }) {
  return callApi(updateCompanyCall, { params: { id }, body });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
