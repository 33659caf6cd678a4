import { z } from 'zod';
import { defineCall } from './call';

/**
 * The operator's settings the web app needs before anyone signs in (docs/operations.md): where the
 * purchase buttons and the billing card lead, and the analytics id (loaded only after consent).
 * null when the setting is not made; the web app then hides what depends on it.
 */
export const appConfig = z.object({
  checkoutUrl: z.string().nullable(),
  billingPortalUrl: z.string().nullable(),
  analyticsId: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfig>;

/** GET /api/config: public, the same for every visitor. */
export const appConfigCall = defineCall({
  method: 'GET',
  path: '/config',
  summary: 'Instellingen van de server die de web-app nodig heeft',
  tags: ['systeem'],
  status: 200,
  response: appConfig,
  errors: [],
});
