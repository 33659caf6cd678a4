import { auditActorsCall, auditLogCall, auditOfObjectCall } from '@klokwerk/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { auditActors, auditLog, auditOfObject } from './service';

/** The audit trail: read only; nothing in the API changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    auditLogCall.path,
    { config: { policy: 'audit.view' }, schema: routeSchema(auditLogCall) },
    async (request) => auditLog(requireTenant(request), request.query),
  );
  app.get(
    auditActorsCall.path,
    { config: { policy: 'audit.view' }, schema: routeSchema(auditActorsCall) },
    async (request) => auditActors(requireTenant(request)),
  );
  app.get(
    auditOfObjectCall.path,
    // The kinds of object differ in who sees them; the service asks the object's own action.
    { config: { policy: 'audit.object' }, schema: routeSchema(auditOfObjectCall) },
    async (request) =>
      auditOfObject(requireTenant(request), request.params.entity, request.params.entityId),
  );
};
