import {
  employeeLinkCall,
  employeeLinkEmailCall,
  registerEmployeeCall,
  registerUserCall,
  resetPasswordCall,
  userLinkCall,
  userLinkEmailCall,
} from '@klokwerk/contract/registration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type KeyedRequest, publicKeyedRequest } from '../../http/idempotency';
import { routeSchema } from '../../http/route-schema';
import { linkTenant } from './link-scope';
import { inviteeOf, type LinkDeps, registerEmployee, registerUser, resetPassword } from './service';

/**
 * Requests per address per minute, over all link calls together: the registration pages make
 * three or four, a person retyping a form a few more. The tokens cannot be guessed (256 bits);
 * the limit keeps one address from making the server hash passwords without end.
 */
export const LINK_CALLS_PER_MINUTE = 30;

const config = { public: true } as const;

function depsOf(app: FastifyInstance, request: FastifyRequest): LinkDeps {
  return {
    db: app.db,
    now: app.clock(),
    bsnKey: app.config.bsnKey,
    logError: (error) => request.log.error({ err: error }, 'registratie mislukt'),
  };
}

/** A registration's Idempotency-Key with what identifies the request (docs/api-conventions.md). */
function keyedOf(app: FastifyInstance, request: FastifyRequest): KeyedRequest | null {
  const { params, query, body } = request;
  const operation = `POST ${request.routeOptions.url}`;
  return publicKeyedRequest(app.signingKey, request.headers, operation, { params, query, body });
}

/** The public calls of the registration and password pages. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // One counter for all of them (with REDIS_URL shared by every server, like the login limit).
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: LINK_CALLS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `link-address:${request.ip}`,
    }),
  );
  const tenantOf = (request: FastifyRequest, query: { tenant: string }) =>
    linkTenant(query.tenant, request.headers['x-tenant-id']);

  // An invitation's reads: each page asks what it shows of the same open link of its kind.
  const linkReads = [
    [employeeLinkCall, 'employee'],
    [employeeLinkEmailCall, 'employee'],
    [userLinkCall, 'user'],
    [userLinkEmailCall, 'user'],
  ] as const;
  for (const [call, kind] of linkReads) {
    app.get(call.path, { config, schema: routeSchema(call) }, async (request) => {
      const tenantId = tenantOf(request, request.query);
      return inviteeOf(depsOf(app, request), tenantId, request.params.token, kind);
    });
  }
  app.post(
    registerEmployeeCall.path,
    { config, schema: routeSchema(registerEmployeeCall) },
    async (request, reply) => {
      const tenantId = tenantOf(request, request.query);
      const { answer, replayed } = await registerEmployee(
        depsOf(app, request),
        tenantId,
        request.params.token,
        request.body,
        keyedOf(app, request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    },
  );
  app.post(
    registerUserCall.path,
    { config, schema: routeSchema(registerUserCall) },
    async (request, reply) => {
      const tenantId = tenantOf(request, request.query);
      const { answer, replayed } = await registerUser(
        depsOf(app, request),
        tenantId,
        request.params.token,
        request.body,
        keyedOf(app, request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.status(registerUserCall.status);
      return answer;
    },
  );
  app.post(
    resetPasswordCall.path,
    { config, schema: routeSchema(resetPasswordCall) },
    async (request) => {
      const tenantId = tenantOf(request, request.query);
      return resetPassword(
        depsOf(app, request),
        tenantId,
        request.params.token,
        request.body.newPassword,
      );
    },
  );
};
