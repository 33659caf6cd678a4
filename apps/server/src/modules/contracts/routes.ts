import {
  contractsOfEmployeeCall,
  createContractPeriodCall,
  deleteContractPeriodCall,
  updateContractPeriodCall,
} from '@klokwerk/contract/employee-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { contractsOf, createPeriod, deletePeriod, updatePeriod } from './service';

/** An employee's contract periods (docs/screens.md#employees, the dialog's Contract part). */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    contractsOfEmployeeCall.path,
    { config: { policy: 'contracts.view' }, schema: routeSchema(contractsOfEmployeeCall) },
    async (request) => contractsOf(requireTenant(request), request.params.employeeId),
  );
  app.post(
    createContractPeriodCall.path,
    { config: { policy: 'contracts.manage' }, schema: routeSchema(createContractPeriodCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createContractPeriodCall.status);
      return createPeriod(
        requireTenant(request),
        app.clock(),
        request.params.employeeId,
        request.body,
      );
    },
  );
  app.put(
    updateContractPeriodCall.path,
    { config: { policy: 'contracts.manage' }, schema: routeSchema(updateContractPeriodCall) },
    async (request) =>
      updatePeriod(
        requireTenant(request),
        app.clock(),
        request.params.employeeId,
        request.params.contractId,
        request.body,
      ),
  );
  app.delete(
    deleteContractPeriodCall.path,
    { config: { policy: 'contracts.manage' }, schema: routeSchema(deleteContractPeriodCall) },
    async (request) =>
      deletePeriod(
        requireTenant(request),
        app.clock(),
        request.params.employeeId,
        request.params.contractId,
      ),
  );
};
