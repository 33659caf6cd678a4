import {
  approveLeaveCall,
  cancelLeaveCall,
  leaveOfCompanyCall,
  myLeaveCall,
  rejectLeaveCall,
  requestLeaveCall,
} from '@klokwerk/contract/leave';
import {
  reportRecoveryCall,
  reportSickCall,
  sicknessOfCompanyCall,
} from '@klokwerk/contract/sickness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import {
  approveLeave,
  cancelLeave,
  type LeaveDeps,
  leaveOfCompany,
  myLeave,
  rejectLeave,
  requestLeave,
} from './service';
import { reportRecovery, reportSick, sicknessOfCompany } from './sickness';

/**
 * Verlof en ziekte (docs/screens.md#leave-and-sickness): staff ask for leave from Mijn rooster,
 * those who plan decide it and register sick reports (docs/decisions/025).
 */
export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): LeaveDeps => ({
    now: app.clock(),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });

  app.post(
    requestLeaveCall.path,
    { config: { policy: 'leave.request.own' }, schema: routeSchema(requestLeaveCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(requestLeaveCall.status);
      return requestLeave(requireTenant(request), request.body);
    },
  );
  app.get(
    myLeaveCall.path,
    { config: { policy: 'leave.request.own' }, schema: routeSchema(myLeaveCall) },
    async (request) => myLeave(requireTenant(request)),
  );
  app.put(
    cancelLeaveCall.path,
    { config: { policy: 'leave.request.own' }, schema: routeSchema(cancelLeaveCall) },
    async (request) => cancelLeave(requireTenant(request), app.clock(), request.params.leaveId),
  );
  app.get(
    leaveOfCompanyCall.path,
    { config: { policy: 'leave.view' }, schema: routeSchema(leaveOfCompanyCall) },
    async (request) =>
      leaveOfCompany(requireTenant(request), request.params.companyId, request.query),
  );
  app.put(
    approveLeaveCall.path,
    { config: { policy: 'leave.decide' }, schema: routeSchema(approveLeaveCall) },
    async (request) => approveLeave(requireTenant(request), deps(), request.params.leaveId),
  );
  app.put(
    rejectLeaveCall.path,
    { config: { policy: 'leave.decide' }, schema: routeSchema(rejectLeaveCall) },
    async (request) =>
      rejectLeave(
        requireTenant(request),
        deps(),
        request.params.leaveId,
        request.body.rejectionReason,
      ),
  );
  app.post(
    reportSickCall.path,
    { config: { policy: 'sickness.report' }, schema: routeSchema(reportSickCall) },
    async (request, reply) => {
      reply.status(reportSickCall.status);
      return reportSick(requireTenant(request), app.clock(), request.body);
    },
  );
  app.put(
    reportRecoveryCall.path,
    { config: { policy: 'sickness.report' }, schema: routeSchema(reportRecoveryCall) },
    async (request) =>
      reportRecovery(
        requireTenant(request),
        app.clock(),
        request.params.sickReportId,
        request.body,
      ),
  );
  app.get(
    sicknessOfCompanyCall.path,
    { config: { policy: 'leave.view' }, schema: routeSchema(sicknessOfCompanyCall) },
    async (request) =>
      sicknessOfCompany(
        requireTenant(request),
        app.clock(),
        request.params.companyId,
        request.query,
      ),
  );
};
