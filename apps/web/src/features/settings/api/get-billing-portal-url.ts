import { useAppConfig } from '../../../lib/queries/app-config';

/**
 * Where "Abonnement Beheren" leads: the server's BILLING_PORTAL_URL (docs/operations.md). null while it
 * loads, when it fails and when the operator did not set it: the card is then hidden.
 */
export function useBillingPortalUrl(): string | null {
  return useAppConfig().data?.billingPortalUrl ?? null;
}
