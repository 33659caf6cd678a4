import { proposeRosterCall } from '@klokwerk/contract/staffing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { answeredBetweenTransactions } from '../../auth/between-transactions';
import { routeSchema } from '../../http/route-schema';
import { proposeWeek } from './service';

/** "Rooster voorstellen": the solver's concept shifts for a week (docs/roster-proposal.md). */
export const rosterProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    proposeRosterCall.path,
    { config: { policy: 'schedule.edit' }, schema: routeSchema(proposeRosterCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the writing transaction commits.
      reply.status(proposeRosterCall.status);
      return answeredBetweenTransactions(
        await proposeWeek(requireTenant(request), request.body, app.clock),
      );
    },
  );
};
