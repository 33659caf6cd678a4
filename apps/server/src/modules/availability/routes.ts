import {
  availabilityOfCompanyCall,
  availabilityOfEmployeeCall,
  createAvailabilityCall,
  deleteAvailabilityCall,
  updateAvailabilityCall,
} from '@klokwerk/contract/availability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import {
  availabilityOfCompany,
  availabilityOfEmployee,
  createAvailability,
  deleteAvailability,
  updateAvailability,
} from './service';

/** Availability (Beschikbaarheid Invullen and the roster's side panel, docs/screens.md#availability). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    createAvailabilityCall.path,
    { config: { policy: 'availability.own' }, schema: routeSchema(createAvailabilityCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createAvailabilityCall.status);
      return createAvailability(requireTenant(request), { now: app.clock() }, request.body);
    },
  );
  app.get(
    availabilityOfCompanyCall.path,
    { config: { policy: 'availability.view' }, schema: routeSchema(availabilityOfCompanyCall) },
    async (request) =>
      availabilityOfCompany(requireTenant(request), request.params.companyId, request.query),
  );
  app.get(
    availabilityOfEmployeeCall.path,
    { config: { policy: 'availability.own' }, schema: routeSchema(availabilityOfEmployeeCall) },
    async (request) =>
      availabilityOfEmployee(
        requireTenant(request),
        request.params.employeeId,
        request.params.companyId,
        request.query,
      ),
  );
  app.put(
    updateAvailabilityCall.path,
    { config: { policy: 'availability.own' }, schema: routeSchema(updateAvailabilityCall) },
    async (request) =>
      updateAvailability(
        requireTenant(request),
        { now: app.clock() },
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    deleteAvailabilityCall.path,
    { config: { policy: 'availability.own' }, schema: routeSchema(deleteAvailabilityCall) },
    async (request) => deleteAvailability(requireTenant(request), request.params.id),
  );
};
