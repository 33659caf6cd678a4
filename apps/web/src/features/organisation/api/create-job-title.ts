import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { createJobTitleCall } from '@klokwerk/contract/organisation';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { type JobTitles, jobTitlesQueryKey } from '../../../lib/queries/organisation';

export type JobTitleFormValues = CallBody<typeof createJobTitleCall>;
export type CreatedJobTitle = CallResponse<typeof createJobTitleCall>;

/** POST /api/jobtitles: answers the new job title. */
export function createJobTitle(
  body: JobTitleFormValues,
  idempotencyKey?: string,
): Promise<CreatedJobTitle> {
  return callApi(createJobTitleCall, { body }, { idempotencyKey });
}

/** The new job title shows at once; the list is then fetched again to be sure. */
export function useCreateJobTitle() {
  const queryClient = useQueryClient();
  return useCreatingMutation(createJobTitle, (created) => {
    const key = jobTitlesQueryKey(created.companyId);
    queryClient.setQueryData<JobTitles>(key, (list) => list && [...list, created]);
    void queryClient.invalidateQueries({ queryKey: key });
  });
}
