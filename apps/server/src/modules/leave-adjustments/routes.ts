import {
  createLeaveCorrectionCall,
  leaveAdjustmentsCall,
  saveLeaveOpeningCall,
} from '@klokwerk/contract/leave-adjustments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { addCorrection, adjustmentsOf, saveOpening } from './service';

/** An employee's opening leave balance and corrections (docs/screens.md#employees). */
export const leaveAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    leaveAdjustmentsCall.path,
    { config: { policy: 'leave-adjustments.view' }, schema: routeSchema(leaveAdjustmentsCall) },
    async (request) => adjustmentsOf(requireTenant(request), request.params.employeeId),
  );
  app.put(
    saveLeaveOpeningCall.path,
    { config: { policy: 'leave-adjustments.manage' }, schema: routeSchema(saveLeaveOpeningCall) },
    async (request) =>
      saveOpening(requireTenant(request), app.clock(), request.params.employeeId, request.body),
  );
  app.post(
    createLeaveCorrectionCall.path,
    {
      config: { policy: 'leave-adjustments.manage' },
      schema: routeSchema(createLeaveCorrectionCall),
    },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createLeaveCorrectionCall.status);
      return addCorrection(
        requireTenant(request),
        app.clock(),
        request.params.employeeId,
        request.body,
      );
    },
  );
};
