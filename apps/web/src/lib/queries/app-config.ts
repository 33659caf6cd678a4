import { appConfigCall } from '@klokwerk/contract/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** GET /api/config: the operator's links and analytics id; they change only with a restart. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => callApi(appConfigCall, {}, { auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
