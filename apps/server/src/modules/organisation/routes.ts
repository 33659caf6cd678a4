import {
  categoriesOfCompanyCall,
  createCategoryCall,
  createJobTitleCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  jobTitlesOfCompanyCall,
} from '@klokwerk/contract/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import {
  categoriesOf,
  createCategory,
  createJobTitle,
  deleteCategory,
  deleteJobTitle,
  jobTitlesOf,
} from './service';

/** Categories and job titles (Organisatie Structuur, docs/screens.md#organisation). */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    categoriesOfCompanyCall.path,
    { config: { policy: 'organisation.view' }, schema: routeSchema(categoriesOfCompanyCall) },
    async (request) => categoriesOf(requireTenant(request), request.params.companyId),
  );
  app.get(
    jobTitlesOfCompanyCall.path,
    { config: { policy: 'organisation.view' }, schema: routeSchema(jobTitlesOfCompanyCall) },
    async (request) => jobTitlesOf(requireTenant(request), request.params.companyId),
  );
  app.post(
    createCategoryCall.path,
    { config: { policy: 'organisation.manage' }, schema: routeSchema(createCategoryCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createCategoryCall.status);
      return createCategory(requireTenant(request), request.body);
    },
  );
  app.post(
    createJobTitleCall.path,
    { config: { policy: 'organisation.manage' }, schema: routeSchema(createJobTitleCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createJobTitleCall.status);
      return createJobTitle(requireTenant(request), request.body);
    },
  );
  app.delete(
    deleteCategoryCall.path,
    { config: { policy: 'organisation.manage' }, schema: routeSchema(deleteCategoryCall) },
    async (request) => deleteCategory(requireTenant(request), request.params.id),
  );
  app.delete(
    deleteJobTitleCall.path,
    { config: { policy: 'organisation.manage' }, schema: routeSchema(deleteJobTitleCall) },
    async (request) => deleteJobTitle(requireTenant(request), request.params.id),
  );
};
