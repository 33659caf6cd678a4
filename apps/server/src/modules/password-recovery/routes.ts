import {
  FORGOT_PASSWORD_MESSAGES,
  type ForgotPasswordInput,
  forgotPasswordCall,
} from '@klokwerk/contract/registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '../../http/errors';
import { routeSchema } from '../../http/route-schema';
import { recoverPassword, recoveryTenant } from './service';

/**
 * Requests per client address, and per e-mail address whatever the client, in a quarter of an
 * hour. The second keeps anyone from filling a mailbox with reset mails (each also voids the
 * link before it); neither tells whether the address is known, since both count every request.
 */
export const FORGOT_PASSWORD_LIMITS = {
  perClient: 10,
  perEmail: 3,
  windowMs: 15 * 60_000,
} as const;

/** POST /api/users/forgot-password (docs/security.md#links-by-e-mail). */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const perEmail = app.createRateLimit({
    max: FORGOT_PASSWORD_LIMITS.perEmail,
    timeWindow: FORGOT_PASSWORD_LIMITS.windowMs,
    // Called from the handler, once the contract has parsed the body.
    keyGenerator: (request) =>
      `forgot-password-email:${(request.body as ForgotPasswordInput).email.toLowerCase()}`,
  });
  // The look-up and the mail run after the answer has gone, so that neither the answer nor its
  // timing tells whether the company or the address exists. Closing the app waits for them.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  app.post(
    forgotPasswordCall.path,
    {
      config: { public: true },
      schema: routeSchema(forgotPasswordCall),
      onRequest: app.rateLimit({
        max: FORGOT_PASSWORD_LIMITS.perClient,
        timeWindow: FORGOT_PASSWORD_LIMITS.windowMs,
        keyGenerator: (request) => `forgot-password-address:${request.ip}`,
      }),
    },
    async (request) => {
      const tenantId = recoveryTenant(request.body.tenantId, request.headers['x-tenant-id']);
      const limit = await perEmail(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
      }
      const deps = {
        db: app.db,
        now: app.clock(),
        publicUrl: app.config.publicUrl,
        mailer: app.mailer,
      };
      const task = recoverPassword(deps, tenantId, request.body.email).catch((error: unknown) =>
        request.log.error({ err: error }, 'resetlink kon niet worden aangemaakt'),
      );
      running.add(task);
      void task.finally(() => running.delete(task));
      return { message: FORGOT_PASSWORD_MESSAGES.sent };
    },
  );
};
