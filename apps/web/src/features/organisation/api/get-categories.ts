import type { CallResponse } from '@klokwerk/contract/call';
import { categoriesOfCompanyCall } from '@klokwerk/contract/organisation';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type Categories = CallResponse<typeof categoriesOfCompanyCall>;

export function categoriesQueryKey(companyId: number | null) {
  return ['organisation', 'categories', companyId] as const;
}

/** GET /api/categories/company/{companyId}: the company's categories. */
export function getCategories(companyId: number, signal?: AbortSignal): Promise<Categories> {
  return callApi(categoriesOfCompanyCall, { params: { companyId } }, { signal });
}

/** `null` asks nothing: no company chosen yet. */
export function categoriesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: categoriesQueryKey(companyId),
    queryFn: companyId === null ? skipToken : ({ signal }) => getCategories(companyId, signal),
  });
}

export function useCategories(companyId: number | null) {
  return useQuery(categoriesQueryOptions(companyId));
}
