import type { CallResponse } from '@klokwerk/contract/call';
import { templatesOfCompanyCall } from '@klokwerk/contract/schedules';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type Templates = CallResponse<typeof templatesOfCompanyCall>;

export function templatesKey(companyId: number | null) {
  return ['roster', 'templates', companyId] as const;
}

/** GET /api/schedules/templates/company/{companyId}: the company's week templates by name. */
export function useTemplates(companyId: number | null) {
  return useQuery({
    queryKey: templatesKey(companyId),
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => callApi(templatesOfCompanyCall, { params: { companyId } }, { signal }),
  });
}
