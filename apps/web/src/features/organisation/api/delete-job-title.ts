import type { CallResponse } from '@klokwerk/contract/call';
import { deleteJobTitleCall } from '@klokwerk/contract/organisation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type JobTitles, jobTitlesQueryKey } from './get-job-titles';

export type DeletedJobTitle = CallResponse<typeof deleteJobTitleCall>;

/** DELETE /api/jobtitles/{id}: refused (409, saying how many) while employees hold it. */
export function deleteJobTitle(id: number): Promise<DeletedJobTitle> {
  return callApi(deleteJobTitleCall, { params: { id } });
}

/** The job title leaves the list at once; the list is then fetched again. */
export function useDeleteJobTitle(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobTitle,
    onSuccess: ({ id }) => {
      const key = jobTitlesQueryKey(companyId);
      queryClient.setQueryData<JobTitles>(key, (list) =>
        list?.filter((jobTitle) => jobTitle.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
