import {
  createEmployeeCall,
  deleteEmployeeCall,
  employeeBsnCall,
  employeesOfCompanyCall,
  updateEmployeeCall,
} from '@klokwerk/contract/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import {
  createEmployee,
  deleteEmployee,
  type EmployeeDeps,
  employeeBsn,
  employeesOfCompany,
  updateEmployee,
} from './service';

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): EmployeeDeps => ({
    bsnKey: app.config.bsnKey,
    now: app.clock(),
  });

  app.get(
    employeesOfCompanyCall.path,
    { config: { policy: 'employees.view' }, schema: routeSchema(employeesOfCompanyCall) },
    async (request) =>
      employeesOfCompany(requireTenant(request), app.clock(), request.params.companyId),
  );
  app.post(
    createEmployeeCall.path,
    { config: { policy: 'employees.manage' }, schema: routeSchema(createEmployeeCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createEmployeeCall.status);
      return createEmployee(requireTenant(request), deps(), request.body);
    },
  );
  app.put(
    updateEmployeeCall.path,
    { config: { policy: 'employees.manage' }, schema: routeSchema(updateEmployeeCall) },
    async (request) =>
      updateEmployee(requireTenant(request), deps(), request.params.employeeId, request.body),
  );
  app.delete(
    deleteEmployeeCall.path,
    { config: { policy: 'employees.manage' }, schema: routeSchema(deleteEmployeeCall) },
    async (request) => deleteEmployee(requireTenant(request), deps(), request.params.employeeId),
  );
  app.get(
    employeeBsnCall.path,
    { config: { policy: 'bsn.view' }, schema: routeSchema(employeeBsnCall) },
    async (request) => employeeBsn(requireTenant(request), deps(), request.params.employeeId),
  );
};
