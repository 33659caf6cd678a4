import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer, the API's and the web app's. @fastify/helmet built the
 * whole middleware again for every request (its directives parsed anew): about 45 µs of a small
 * call's CPU (docs/decisions/019-one-round-trip-and-several-servers.md). Built once here.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
