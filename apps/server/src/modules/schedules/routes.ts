import { complianceCall, complianceCheckCall } from '@klokwerk/contract/compliance';
import {
  applyTemplateCall,
  confirmSchedulesCall,
  copyScheduleCall,
  createConceptCall,
  createScheduleCall,
  deleteScheduleCall,
  publishWeekCall,
  saveTemplateCall,
  schedulesOfCompanyCall,
  templatesOfCompanyCall,
  updateScheduleCall,
} from '@klokwerk/contract/schedules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { complianceOf, complianceWithDrafts, confirmWithFindings } from './compliance';
import { copySchedule } from './copy';
import { publishWeek } from './publish';
import {
  createConcept,
  createSchedule,
  deleteSchedule,
  type ScheduleDeps,
  schedulesOfCompany,
  updateSchedule,
} from './service';
import { applyTemplate, saveTemplate, templatesOfCompany } from './templates';

/**
 * The roster (Roosterbeheer, docs/screens.md#roster): concept shifts kept on the server for the
 * planners, and Rooster Bevestigen, which publishes a week (docs/decisions/021).
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ScheduleDeps => ({
    now: app.clock(),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });

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
  app.post(
    createConceptCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(createConceptCall) },
    async (request, reply) => {
      reply.status(createConceptCall.status);
      return createConcept(requireTenant(request), deps(), request.body);
    },
  );
  app.put(
    updateScheduleCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(updateScheduleCall) },
    async (request) =>
      updateSchedule(requireTenant(request), deps(), request.params.scheduleId, request.body),
  );
  app.post(
    publishWeekCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(publishWeekCall) },
    async (request) => publishWeek(requireTenant(request), deps(), request.body),
  );
  app.post(
    copyScheduleCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(copyScheduleCall) },
    async (request, reply) => {
      reply.status(copyScheduleCall.status);
      return copySchedule(requireTenant(request), request.body);
    },
  );
  app.post(
    saveTemplateCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(saveTemplateCall) },
    async (request, reply) => {
      reply.status(saveTemplateCall.status);
      return saveTemplate(requireTenant(request), request.body);
    },
  );
  app.get(
    templatesOfCompanyCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(templatesOfCompanyCall) },
    async (request) => templatesOfCompany(requireTenant(request), request.params.companyId),
  );
  app.post(
    applyTemplateCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(applyTemplateCall) },
    async (request, reply) => {
      reply.status(applyTemplateCall.status);
      return applyTemplate(requireTenant(request), request.params.templateId, request.body);
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
