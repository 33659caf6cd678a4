import type { CallBody, CallQuery, CallResponse } from '@klokwerk/contract/call';
import {
  approveLeaveCall,
  cancelLeaveCall,
  leaveOfCompanyCall,
  myLeaveCall,
  rejectLeaveCall,
  requestLeaveCall,
} from '@klokwerk/contract/leave';
import {
  reportRecoveryCall,
  reportSickCall,
  sicknessOfCompanyCall,
} from '@klokwerk/contract/sickness';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { useCreatingMutation } from './creating-mutation';
import { queryOptionsFor } from './query-for';
import { useInvalidate, useRefreshingMutation } from './refreshing-mutation';

/**
 * Leave requests and sick reports: asked for on Mijn rooster, decided on Verlof en ziekte,
 * read by the roster and Vandaag. Every query starts with leaveKey, so a decision anywhere
 * refreshes every screen that shows it.
 */
export const leaveKey = ['leave'] as const;

export type MyLeave = CallResponse<typeof myLeaveCall>;
export type LeaveItem = MyLeave['requests'][number];
export type CompanyLeaveQuery = Exclude<CallQuery<typeof leaveOfCompanyCall>, undefined>;
export type SicknessQuery = Exclude<CallQuery<typeof sicknessOfCompanyCall>, undefined>;
export type SickReport = CallResponse<typeof sicknessOfCompanyCall>[number];

/** GET /api/me/leave: my own requests, newest first day first; `false` asks nothing. */
export function myLeaveQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: [...leaveKey, 'mine'],
    queryFn: enabled ? ({ signal }) => callApi(myLeaveCall, {}, { signal }) : skipToken,
  });
}

export function useMyLeave(enabled: boolean) {
  return useQuery(myLeaveQueryOptions(enabled));
}

/** GET /api/leave/company/{companyId}?status&from&to; a null company asks nothing. */
export function companyLeaveQueryOptions(companyId: number | null, query: CompanyLeaveQuery) {
  return queryOptionsFor([...leaveKey, 'company', companyId, query], companyId, (id, signal) =>
    callApi(leaveOfCompanyCall, { params: { companyId: id }, query }, { signal }),
  );
}

export function useCompanyLeave(companyId: number | null, query: CompanyLeaveQuery) {
  return useQuery(companyLeaveQueryOptions(companyId, query));
}

/** GET /api/sickness/company/{companyId}?from&to; a null company asks nothing. */
export function companySicknessQueryOptions(companyId: number | null, query: SicknessQuery) {
  return queryOptionsFor([...leaveKey, 'sickness', companyId, query], companyId, (id, signal) =>
    callApi(sicknessOfCompanyCall, { params: { companyId: id }, query }, { signal }),
  );
}

export function useCompanySickness(companyId: number | null, query: SicknessQuery) {
  return useQuery(companySicknessQueryOptions(companyId, query));
}

function useRefreshLeave() {
  return useInvalidate(leaveKey);
}

export type LeaveRequestBody = CallBody<typeof requestLeaveCall>;

/** POST /api/leave/requests: my own request; pressed again after a timeout, asked once. */
export function useRequestLeave() {
  return useCreatingMutation(
    (body: LeaveRequestBody, idempotencyKey) =>
      callApi(requestLeaveCall, { body }, { idempotencyKey }),
    useRefreshLeave(),
  );
}

/** PUT /api/leave/requests/{leaveId}/cancel: I withdraw my own request. */
export function useCancelLeave() {
  // Also after a failure: a 409 means the request changed meanwhile, and the list is stale.
  return useRefreshingMutation(
    (leaveId: number) => callApi(cancelLeaveCall, { params: { leaveId } }),
    useRefreshLeave(),
  );
}

/** PUT /api/leave/requests/{leaveId}/approve. */
export function useApproveLeave() {
  return useRefreshingMutation(
    (leaveId: number) => callApi(approveLeaveCall, { params: { leaveId } }),
    useRefreshLeave(),
  );
}

/** PUT /api/leave/requests/{leaveId}/reject with a reason that is not blank. */
export function useRejectLeave() {
  return useRefreshingMutation(
    ({ leaveId, ...body }: CallBody<typeof rejectLeaveCall> & { leaveId: number }) =>
      callApi(rejectLeaveCall, { params: { leaveId }, body }),
    useRefreshLeave(),
  );
}

export type SickReportBody = CallBody<typeof reportSickCall>;

/** POST /api/sickness/report: a ziekmelding, registered once however often it is sent. */
export function useReportSick() {
  return useCreatingMutation(
    (body: SickReportBody, idempotencyKey) => callApi(reportSickCall, { body }, { idempotencyKey }),
    useRefreshLeave(),
  );
}

/** PUT /api/sickness/{sickReportId}/recover: the hersteldmelding. */
export function useReportRecovery() {
  return useRefreshingMutation(
    ({ sickReportId, ...body }: CallBody<typeof reportRecoveryCall> & { sickReportId: number }) =>
      callApi(reportRecoveryCall, { params: { sickReportId }, body }),
    useRefreshLeave(),
  );
}
