import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { createCategoryCall } from '@klokwerk/contract/organisation';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { type Categories, categoriesQueryKey } from '../../../lib/queries/organisation';

export type CategoryFormValues = CallBody<typeof createCategoryCall>;
export type CreatedCategory = CallResponse<typeof createCategoryCall>;

/** POST /api/categories: answers the new category. */
export function createCategory(
  body: CategoryFormValues,
  idempotencyKey?: string,
): Promise<CreatedCategory> {
  return callApi(createCategoryCall, { body }, { idempotencyKey });
}

/** The new category shows at once; the list is then fetched again to be sure. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useCreatingMutation(createCategory, (created) => {
    const key = categoriesQueryKey(created.companyId);
    queryClient.setQueryData<Categories>(key, (list) => list && [...list, created]);
    void queryClient.invalidateQueries({ queryKey: key });
  });
}
