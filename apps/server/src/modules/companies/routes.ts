import {
  companiesCall,
  createCompanyCall,
  deleteCompanyCall,
  updateCompanyCall,
} from '@klokwerk/contract/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { companiesInReach, createCompany, deleteCompany, updateCompany } from './service';

/** Company management (Bedrijven Beheer, docs/screens.md#company-management); writes need plan tier pro. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    companiesCall.path,
    { config: { policy: 'companies.view' }, schema: routeSchema(companiesCall) },
    async (request) => companiesInReach(requireTenant(request)),
  );
  app.post(
    createCompanyCall.path,
    { config: { policy: 'companies.manage' }, schema: routeSchema(createCompanyCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createCompanyCall.status);
      return createCompany(requireTenant(request), request.body);
    },
  );
  app.put(
    updateCompanyCall.path,
    { config: { policy: 'companies.manage' }, schema: routeSchema(updateCompanyCall) },
    async (request) => updateCompany(requireTenant(request), request.params.id, request.body),
  );
  app.delete(
    deleteCompanyCall.path,
    { config: { policy: 'companies.manage' }, schema: routeSchema(deleteCompanyCall) },
    async (request) => deleteCompany(requireTenant(request), request.params.id),
  );
};
