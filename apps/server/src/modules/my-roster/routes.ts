import { myHoursCall, myShiftsCall } from '@klokwerk/contract/my-roster';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { myHours, myShifts } from './service';

/** Mijn rooster and Mijn uren: the signed-in employee's own shifts and hours, nobody else's. */
export const myRosterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    myShiftsCall.path,
    { config: { policy: 'roster.own' }, schema: routeSchema(myShiftsCall) },
    async (request) => myShifts(requireTenant(request), app.clock()),
  );
  app.get(
    myHoursCall.path,
    { config: { policy: 'roster.own' }, schema: routeSchema(myHoursCall) },
    async (request) => myHours(requireTenant(request), app.clock()),
  );
};
