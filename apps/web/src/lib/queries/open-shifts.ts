import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import {
  approveClaimCall,
  claimOpenShiftCall,
  createOpenShiftCall,
  deleteOpenShiftCall,
  myOpenShiftsCall,
  openShiftSettingsCall,
  openShiftsOfCompanyCall,
  rejectClaimCall,
  saveOpenShiftSettingsCall,
} from '@klokwerk/contract/open-shifts';
import {
  acceptShiftOfferCall,
  approveShiftOfferCall,
  createShiftOfferCall,
  myShiftOffersCall,
  rejectShiftOfferCall,
  shiftOffersOfCompanyCall,
  withdrawShiftOfferCall,
} from '@klokwerk/contract/shift-offers';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { useCreatingMutation } from './creating-mutation';
import { queryOptionsFor } from './query-for';
import { useInvalidate, useRefreshingMutation } from './refreshing-mutation';
import { schedulesKey } from './schedules';

/**
 * Open shifts and offered shifts (docs/open-shifts-and-swaps.md): published and decided on Open
 * diensten, claimed, offered and accepted on Mijn rooster. Every query starts with
 * openShiftsKey, and every step also refreshes the roster, which it changes.
 */
export const openShiftsKey = ['open-shifts'] as const;

export type CompanyOpenShift = CallResponse<typeof openShiftsOfCompanyCall>[number];
export type MyOpenShifts = CallResponse<typeof myOpenShiftsCall>;
export type MyOffers = CallResponse<typeof myShiftOffersCall>;
export type OfferToDecide = CallResponse<typeof shiftOffersOfCompanyCall>[number];
export type CreateOpenShiftBody = CallBody<typeof createOpenShiftCall>;
export type CreateShiftOfferBody = CallBody<typeof createShiftOfferCall>;

/** GET /api/open-shifts/company/{companyId}; a null company asks nothing. */
export function useCompanyOpenShifts(companyId: number | null) {
  return useQuery(
    queryOptionsFor([...openShiftsKey, 'company', companyId], companyId, (id, signal) =>
      callApi(openShiftsOfCompanyCall, { params: { companyId: id } }, { signal }),
    ),
  );
}

/** GET /api/shift-offers/company/{companyId}, with the takers' labour-law findings. */
export function useCompanyOffers(companyId: number | null) {
  return useQuery(
    queryOptionsFor([...openShiftsKey, 'offers', companyId], companyId, (id, signal) =>
      callApi(shiftOffersOfCompanyCall, { params: { companyId: id } }, { signal }),
    ),
  );
}

/** GET /api/open-shifts/settings/{companyId}. */
export function useOpenShiftSettings(companyId: number | null) {
  return useQuery(
    queryOptionsFor([...openShiftsKey, 'settings', companyId], companyId, (id, signal) =>
      callApi(openShiftSettingsCall, { params: { companyId: id } }, { signal }),
    ),
  );
}

/** GET /api/open-shifts/mine; `false` asks nothing. */
export function useMyOpenShifts(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...openShiftsKey, 'mine'],
      queryFn: enabled ? ({ signal }) => callApi(myOpenShiftsCall, {}, { signal }) : skipToken,
    }),
  );
}

/** GET /api/shift-offers/mine; `false` asks nothing. */
export function useMyOffers(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...openShiftsKey, 'my-offers'],
      queryFn: enabled ? ({ signal }) => callApi(myShiftOffersCall, {}, { signal }) : skipToken,
    }),
  );
}

/**
 * Open shifts, offers and every company's roster: what every step here changes. Mijn rooster
 * refreshes its own shifts after its steps.
 */
function useRefresh() {
  return useInvalidate(openShiftsKey, schedulesKey(null).slice(0, 2));
}

/** POST /api/open-shifts; pressed again after a timeout, published once. */
export function useCreateOpenShift() {
  return useCreatingMutation(
    (body: CreateOpenShiftBody, idempotencyKey) =>
      callApi(createOpenShiftCall, { body }, { idempotencyKey }),
    useRefresh(),
  );
}

/** POST /api/open-shifts/{openShiftId}/claim. */
export function useClaimOpenShift() {
  // Also after a refusal: a 409 means the shift filled or changed meanwhile.
  return useRefreshingMutation(
    (openShiftId: number) => callApi(claimOpenShiftCall, { params: { openShiftId } }),
    useRefresh(),
  );
}

/** PUT /api/open-shifts/claims/{claimId}/approve or …/reject. */
export function useDecideClaim() {
  return useRefreshingMutation(
    ({ claimId, approve }: { claimId: number; approve: boolean }) =>
      callApi(approve ? approveClaimCall : rejectClaimCall, { params: { claimId } }),
    useRefresh(),
  );
}

/** DELETE /api/open-shifts/{openShiftId}: withdrawn, its pending claims declined. */
export function useDeleteOpenShift() {
  // Also after a refusal: a 409 means a place was taken meanwhile.
  return useRefreshingMutation(
    (openShiftId: number) => callApi(deleteOpenShiftCall, { params: { openShiftId } }),
    useRefresh(),
  );
}

/** PUT /api/open-shifts/settings/{companyId}. */
export function useSaveOpenShiftSettings() {
  return useRefreshingMutation(
    ({ companyId, autoApprove }: { companyId: number; autoApprove: boolean }) =>
      callApi(saveOpenShiftSettingsCall, { params: { companyId }, body: { autoApprove } }),
    useRefresh(),
  );
}

/** POST /api/shift-offers: one of my shifts, to a colleague or to everyone. */
export function useOfferShift() {
  return useCreatingMutation(
    (body: CreateShiftOfferBody, idempotencyKey) =>
      callApi(createShiftOfferCall, { body }, { idempotencyKey }),
    useRefresh(),
  );
}

/** PUT /api/shift-offers/{offerId}/accept or …/withdraw: the steps of staff. */
export function useAnswerOffer() {
  return useRefreshingMutation(
    ({ offerId, step }: { offerId: number; step: 'accept' | 'withdraw' }) =>
      callApi(step === 'accept' ? acceptShiftOfferCall : withdrawShiftOfferCall, {
        params: { offerId },
      }),
    useRefresh(),
  );
}

/** PUT /api/shift-offers/{offerId}/approve or …/reject: the planner's decision. */
export function useDecideOffer() {
  const refresh = useRefresh();
  return useRefreshingMutation(
    ({ offerId, approve }: { offerId: number; approve: boolean }) =>
      callApi(approve ? approveShiftOfferCall : rejectShiftOfferCall, { params: { offerId } }),
    // Not awaited: a decided offer leaves the list, and its card with it; the caller's own
    // callbacks (the banner) run only while the card is still there.
    () => {
      void refresh();
    },
  );
}
