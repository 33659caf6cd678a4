import { appConfigCall } from '@klokwerk/contract/app-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/route-schema';

/** GET /api/config: the settings of docs/operations.md that the web app shows, read once at start. */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = {
    checkoutUrl: app.config.checkoutUrl ?? null,
    billingPortalUrl: app.config.billingPortalUrl ?? null,
    analyticsId: app.config.analyticsId ?? null,
  };
  app.get(
    appConfigCall.path,
    { config: { public: true }, schema: routeSchema(appConfigCall) },
    async (_request, reply) => {
      // It changes only with a restart; a minute of caching spares every page load a request.
      reply.header('Cache-Control', 'public, max-age=60');
      return config;
    },
  );
};
