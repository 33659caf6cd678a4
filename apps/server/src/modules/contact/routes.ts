import { CONTACT_MESSAGES, contactCall } from '@klokwerk/contract/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../../http/route-schema';
import { receiveContactMessage } from './service';

/** Messages per client address in ten minutes: a person sends one, perhaps a correction. */
export const CONTACT_LIMIT = { max: 5, timeWindowMs: 10 * 60_000 } as const;

/** POST /api/contact: the landing page's contact form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    contactCall.path,
    {
      config: { public: true },
      schema: routeSchema(contactCall),
      onRequest: app.rateLimit({
        max: CONTACT_LIMIT.max,
        timeWindow: CONTACT_LIMIT.timeWindowMs,
        keyGenerator: (request) => `contact-address:${request.ip}`,
      }),
    },
    async (request, reply) => {
      await receiveContactMessage(
        {
          db: app.db,
          mailer: app.mailer,
          now: app.clock(),
          salesEmail: app.config.salesEmail,
          warn: (text) => request.log.warn(text),
        },
        request.body,
      );
      reply.status(contactCall.status);
      return { message: CONTACT_MESSAGES.sent };
    },
  );
};
