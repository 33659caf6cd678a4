import type { CallResponse } from '@klokwerk/contract/call';
import { deleteCategoryCall } from '@klokwerk/contract/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Categories, categoriesQueryKey } from './get-categories';
import { type JobTitles, jobTitlesQueryKey } from './get-job-titles';

export type DeletedCategory = CallResponse<typeof deleteCategoryCall>;

/** DELETE /api/categories/{id}: the category and its job titles; 409 while employees hold one. */
export function deleteCategory(id: number): Promise<DeletedCategory> {
  return callApi(deleteCategoryCall, { params: { id } });
}

/**
 * The category and its job titles leave the lists at once (spec part 2 §5: the linked job
 * titles disappear too); both lists are then fetched again.
 */
export function useDeleteCategory(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: ({ id }) => {
      queryClient.setQueryData<Categories>(categoriesQueryKey(companyId), (list) =>
        list?.filter((category) => category.id !== id),
      );
      queryClient.setQueryData<JobTitles>(jobTitlesQueryKey(companyId), (list) =>
        list?.filter((jobTitle) => jobTitle.categoryId !== id),
      );
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: jobTitlesQueryKey(companyId) });
    },
  });
}
