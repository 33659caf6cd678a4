import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { createCategoryCall } from '@klokwerk/contract/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Categories, categoriesQueryKey } from '../../../lib/queries/organisation';

export type CategoryFormValues = CallBody<typeof createCategoryCall>;
export type CreatedCategory = CallResponse<typeof createCategoryCall>;

/** POST /api/categories: answers the new category. */
export function createCategory(body: CategoryFormValues): Promise<CreatedCategory> {
  return callApi(createCategoryCall, { body });
}

/** The new category shows at once; the list is then fetched again to be sure. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (created) => {
      const key = categoriesQueryKey(created.companyId);
      queryClient.setQueryData<Categories>(key, (list) => list && [...list, created]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
