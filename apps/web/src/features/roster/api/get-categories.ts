import type { CallResponse } from '@klokwerk/contract/call';
import { categoriesOfCompanyCall } from '@klokwerk/contract/organisation';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type Categories = CallResponse<typeof categoriesOfCompanyCall>;

/** The organisation screen's key, so a category made there is a choice here at once. */
export function categoriesQueryKey(companyId: number | null) {
  return ['organisation', 'categories', companyId] as const;
}

/** GET /api/categories/company/{companyId}: the choices of the filter Afdeling. */
export function categoriesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: categoriesQueryKey(companyId),
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => callApi(categoriesOfCompanyCall, { params: { companyId } }, { signal }),
  });
}

export function useCategories(companyId: number | null) {
  return useQuery(categoriesQueryOptions(companyId));
}
