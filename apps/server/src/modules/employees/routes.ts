import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { employeesOfCompany } from './service';

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    employeesOfCompanyCall.path,
    { config: { policy: 'employees.view' }, schema: routeSchema(employeesOfCompanyCall) },
    async (request) => employeesOfCompany(requireTenant(request), request.params.companyId),
  );
};
