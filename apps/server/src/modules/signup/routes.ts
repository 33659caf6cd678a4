import { signupCall } from '@klokwerk/contract/signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicKeyedRequest } from '../../http/idempotency';
import { routeSchema } from '../../http/route-schema';
import { signUp } from './service';

/**
 * Sign-ups per client address in an hour: one person makes one, perhaps after choosing
 * another name; each costs a password hash and a new tenant.
 */
export const SIGNUP_LIMIT = { max: 5, timeWindowMs: 60 * 60_000 } as const;

/** POST /api/signup: the trial sign-up of /aanmelden (beyond the specification). */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    signupCall.path,
    {
      config: { public: true },
      schema: routeSchema(signupCall),
      onRequest: app.rateLimit({
        max: SIGNUP_LIMIT.max,
        timeWindow: SIGNUP_LIMIT.timeWindowMs,
        keyGenerator: (request) => `signup-address:${request.ip}`,
      }),
    },
    async (request, reply) => {
      const keyed = publicKeyedRequest(app.signingKey, request.headers, 'POST /api/signup', {
        body: request.body,
      });
      const { answer: token, replayed } = await signUp(
        { db: app.db, signingKey: app.signingKey, now: app.clock() },
        request.body,
        keyed,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      // A token is a credential, as at sign-in: no browser or proxy may keep this answer.
      reply.header('Cache-Control', 'no-store');
      reply.status(signupCall.status);
      return { token };
    },
  );
};
