import { closeMonthCall, monthStatusCall, reopenMonthCall } from '@klokwerk/contract/month-closing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { closeMonth, monthStatus, reopenMonth } from './service';

/** Closing and reopening a company's month ("Maand afsluiten"). */
export const monthClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    closeMonthCall.path,
    { config: { policy: 'month.close' }, schema: routeSchema(closeMonthCall) },
    async (request) => closeMonth(requireTenant(request), app.clock(), request.body),
  );
  app.post(
    reopenMonthCall.path,
    { config: { policy: 'month.close' }, schema: routeSchema(reopenMonthCall) },
    async (request) => reopenMonth(requireTenant(request), app.clock(), request.body),
  );
  app.get(
    monthStatusCall.path,
    { config: { policy: 'month.close' }, schema: routeSchema(monthStatusCall) },
    async (request) => monthStatus(requireTenant(request), request.query),
  );
};
