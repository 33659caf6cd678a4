import { saveExpenseCall } from '@klokwerk/contract/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { saveExpense } from './service';

/** Saving the wage-cost total of a month (the Opslaan button, docs/screens.md#wage-cost). */
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    saveExpenseCall.path,
    { config: { policy: 'reports.wages' }, schema: routeSchema(saveExpenseCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(saveExpenseCall.status);
      return saveExpense(requireTenant(request), request.body);
    },
  );
};
