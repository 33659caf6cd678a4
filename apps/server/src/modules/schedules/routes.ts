import { complianceCall, complianceCheckCall } from '@klokwerk/contract/compliance';
import {
  confirmSchedulesCall,
  createScheduleCall,
  deleteScheduleCall,
  schedulesOfCompanyCall,
} from '@klokwerk/contract/schedules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { complianceOf, complianceWithDrafts, confirmWithFindings } from './compliance';
import { createSchedule, deleteSchedule, type ScheduleDeps, schedulesOfCompany } from './service';

/** The roster (Roosterbeheer, docs/screens.md#roster) and the confirmation of concept shifts. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ScheduleDeps => ({ now: app.clock() });

  app.get(
    schedulesOfCompanyCall.path,
    { config: { policy: 'schedule.view' }, schema: routeSchema(schedulesOfCompanyCall) },
    async (request) =>
      schedulesOfCompany(requireTenant(request), request.params.companyId, request.query),
  );
  app.post(
    createScheduleCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(createScheduleCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createScheduleCall.status);
      return createSchedule(requireTenant(request), deps(), request.body);
    },
  );
  app.post(
    confirmSchedulesCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(confirmSchedulesCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(confirmSchedulesCall.status);
      return confirmWithFindings(requireTenant(request), deps(), request.body);
    },
  );
  // The labour-law checks: for those who plan, and the owners who answer for it.
  app.get(
    complianceCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(complianceCall) },
    async (request) => complianceOf(requireTenant(request), request.query),
  );
  app.post(
    complianceCheckCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(complianceCheckCall) },
    async (request) => complianceWithDrafts(requireTenant(request), request.body),
  );
  app.delete(
    deleteScheduleCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(deleteScheduleCall) },
    async (request) => deleteSchedule(requireTenant(request), deps(), request.params.scheduleId),
  );
};
