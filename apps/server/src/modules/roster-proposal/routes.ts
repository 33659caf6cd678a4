import { proposeRosterCall } from '@klokwerk/contract/staffing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSteps } from '../../auth/step-transactions';
import { routeSchema } from '../../http/route-schema';
import { proposeWeek } from './service';

/** "Rooster voorstellen": the solver's concept shifts for a week (docs/roster-proposal.md). */
export const rosterProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    proposeRosterCall.path,
    {
      // Solving takes seconds: each step has a transaction of its own, the solver none.
      config: { policy: 'schedule.edit', transactions: 'steps' },
      schema: routeSchema(proposeRosterCall),
    },
    async (request, reply) => {
      reply.status(proposeRosterCall.status);
      return proposeWeek(requireSteps(request), request.body, app.clock);
    },
  );
};
