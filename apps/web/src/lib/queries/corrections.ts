import type { CallResponse } from '@klokwerk/contract/call';
import {
  correctionsOfCompanyCall,
  correctionsOfEmployeeCall,
} from '@klokwerk/contract/corrections';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { queryOptionsFor } from './query-for';

export type Corrections = CallResponse<typeof correctionsOfCompanyCall>;
export type Correction = Corrections[number];

/**
 * Hour corrections, read by Uren Correctie (to review or request them) and by the Urencorrectie
 * report. Every corrections query starts with this key: a correction requested, approved,
 * rejected or given another time invalidates it, and both screens show the change.
 */
export const correctionsKey = ['corrections'] as const;

/** The queries of one company's corrections: a registration's new times change their rows. */
export function companyCorrectionsKey(companyId: number | null) {
  return [...correctionsKey, 'company', companyId] as const;
}

/**
 * [startDate, endDate) as the company's wall clock (`yyyy-MM-ddT00:00:00`), without an offset:
 * the server reads it in the company's zone (docs/calculations.md#time-and-time-zones).
 */
export interface CorrectionsPeriod {
  startDate: string;
  endDate: string;
}

/**
 * GET /api/corrections/all/company/{companyId}?startDate&endDate: the company's corrections
 * whose requested time lies in the period (the server filters), newest first.
 */
export function getCompanyCorrections(
  companyId: number,
  period: CorrectionsPeriod,
  signal?: AbortSignal,
): Promise<Corrections> {
  return callApi(correctionsOfCompanyCall, { params: { companyId }, query: period }, { signal });
}

/** `null` asks nothing: no company chosen yet, or a list of one's own instead. */
export function companyCorrectionsQueryOptions(
  companyId: number | null,
  period: CorrectionsPeriod,
) {
  return queryOptionsFor(
    [...companyCorrectionsKey(companyId), period.startDate, period.endDate],
    companyId,
    (id, signal) => getCompanyCorrections(id, period, signal),
  );
}

export function useCompanyCorrections(companyId: number | null, period: CorrectionsPeriod) {
  return useQuery(companyCorrectionsQueryOptions(companyId, period));
}

/**
 * GET /api/corrections/all/email/{email}: the signed-in employee's own, newest first, every
 * month (the call has no period).
 */
export function getOwnCorrections(email: string, signal?: AbortSignal): Promise<Corrections> {
  return callApi(correctionsOfEmployeeCall, { params: { email } }, { signal });
}

/** `null` asks nothing: an account without an employee has no list. */
export function ownCorrectionsQueryOptions(email: string | null) {
  return queryOptionsFor([...correctionsKey, 'email', email], email, getOwnCorrections);
}

export function useOwnCorrections(email: string | null) {
  return useQuery(ownCorrectionsQueryOptions(email));
}
