import { loginCall } from '@klokwerk/contract/login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/route-schema';
import { addressLimit } from './address-limit';
import { scheduleAttemptPruning } from './prune-attempts';
import { login } from './service';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const admit = addressLimit(app);
  scheduleAttemptPruning(app);
  app.post(
    loginCall.path,
    { config: { public: true }, schema: routeSchema(loginCall) },
    async (request, reply) => {
      const header = request.headers['x-tenant-id'];
      const token = await login(
        {
          db: app.db,
          signingKey: app.signingKey,
          now: app.clock(),
          ip: request.ip,
          admit: (attempt) => admit(request, attempt),
        },
        request.body,
        typeof header === 'string' ? header : undefined,
      );
      // A token is a credential: no browser or proxy may keep a copy of this answer.
      reply.header('Cache-Control', 'no-store');
      return { token };
    },
  );
};
