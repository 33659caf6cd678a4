import { todayCall } from '@klokwerk/contract/today';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { todayBoard } from './service';

/** Vandaag: the day's board for those who run it. */
export const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    todayCall.path,
    { config: { policy: 'today.view' }, schema: routeSchema(todayCall) },
    async (request) => todayBoard(requireTenant(request), app.clock(), request.params.companyId),
  );
};
