import { saveStaffingCall, staffingCall, staffingCoverageCall } from '@klokwerk/contract/staffing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { coverageOfWeek } from './coverage';
import { saveStaffing, staffingOf } from './service';

/** Bezetting: the staffing needs per weekday and the weekly budget (docs/roster-proposal.md). */
export const staffingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffingCall.path,
    { config: { policy: 'staffing.view' }, schema: routeSchema(staffingCall) },
    async (request) => staffingOf(requireTenant(request), request.params.companyId),
  );
  app.put(
    saveStaffingCall.path,
    { config: { policy: 'staffing.edit' }, schema: routeSchema(saveStaffingCall) },
    async (request) => saveStaffing(requireTenant(request), request.params.companyId, request.body),
  );
  // The planned week's wage cost beside its needs: for those who plan, as the roster is theirs.
  app.get(
    staffingCoverageCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(staffingCoverageCall) },
    async (request) => coverageOfWeek(requireTenant(request), request.query),
  );
};
