import { deleteCompanyCall } from '@klokwerk/contract/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companiesQueryKey } from '../../../lib/queries/companies';

/**
 * DELETE /api/companies/{id}: refused (409, saying what is left) while the company has
 * employees, hours or other history, and for the tenant's last company.
 */
export function deleteCompany(id: number) {
  return callApi(deleteCompanyCall, { params: { id } });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
