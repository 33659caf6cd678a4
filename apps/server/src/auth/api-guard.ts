import { idempotentHeaders } from '@klokwerk/contract/idempotency';
import { type Action, can } from '@klokwerk/domain/policies';
import { primaryRole } from '@klokwerk/domain/roles';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { inRequestTransaction, StaleTokenError } from '../db/request-transaction';
import { isApiRoute } from '../http/api-route';
import { AppError, MESSAGES } from '../http/errors';
import {
  claimKey,
  fingerprintOf,
  headerKey,
  type KeyedRequest,
  replayedAnswer,
  storeAnswer,
} from '../http/idempotency';
import {
  type Actor,
  authorisedTenantId,
  type TenantContext,
  type TenantId,
} from '../tenancy/tenant-context';
import { BetweenTransactions, LeaveTransaction, type OwnTransaction } from './between-transactions';
import type { Claims } from './tokens';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy action a caller's role must be allowed (packages/domain/policies). */
    policy?: Action;
    /** Marks a route that needs no sign-in; every other /api route needs a policy. */
    public?: true;
  }
  interface FastifyInstance {
    /** Every /api route as registered, for the test that each has a policy and a response schema. */
    apiRoutes: RouteOptions[];
  }
  interface FastifyRequest {
    /** The verified token's tenant and user; its token_version is checked with the first statement. */
    session: { tenantId: TenantId; actor: Actor; tokenVersion: number } | null;
    tenant: TenantContext | null;
  }
}

/** The interactive API docs (static files of swagger-ui) are public by design. */
const DOCS_PREFIX = '/api/docs';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function actorFrom(claims: Claims): Actor | null {
  const role = primaryRole(claims.roles);
  if (!role) return null;
  return {
    userId: claims.userId,
    userName: claims.sub,
    role,
    roles: claims.roles,
    companyId: claims.companyId,
    employeeId: claims.employeeId,
    email: claims.email,
    subscription: claims.subscription,
  };
}

/** A creating call's route: its schema carries the Idempotency-Key header (routeSchema). */
function isIdempotent(route: RouteOptions): boolean {
  return route.schema?.headers === idempotentHeaders;
}

/** A stored answer as the route's answer schema for its status reads it now. */
function replayedBody(route: RouteOptions, status: number, body: unknown): unknown {
  const schemas = route.schema?.response as Record<number, z.ZodType | undefined> | undefined;
  const schema = schemas?.[status];
  return schema ? replayedAnswer(schema, body) : body;
}

/** The request's key with what identifies it, or null when it was sent without one. */
function keyedRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  operation: string,
  actor: Actor,
): KeyedRequest | null {
  const key = headerKey(request.headers);
  if (key === null) return null;
  const { params, query, body } = request;
  return {
    key,
    operation,
    userId: actor.userId,
    fingerprint: fingerprintOf(app.signingKey, { params, query, body }),
  };
}

/** The tenant context of a signed-in request; routes with a policy always have one. */
export function requireTenant(request: FastifyRequest): TenantContext {
  if (!request.tenant) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return request.tenant;
}

/**
 * The one gate for /api (docs/decisions/004-policies-and-the-api-guard.md). For every route that is not marked public it
 * 1. verifies the bearer token (HS256 only) and refuses a differing X-Tenant-ID (403),
 * 2. checks the route's policy against the caller's first role before the body is validated,
 *    so a role that may not call a route learns nothing from its validation errors,
 * 3. runs the handler inside one transaction as the non-superuser role with the tenant set,
 *    checking token_version in the same round trip as the first statement, so that a password
 *    or role change ends older tokens on every server at once (docs/decisions/019),
 * 4. and, for a creating call sent with an Idempotency-Key, claims the key first in that
 *    transaction and keeps the answer last, or answers the kept one (docs/api-conventions.md).
 */
export const apiGuard = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorateRequest('tenant', null);

  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, public: true };
    app.apiRoutes.push(route);
    if (route.config?.public) {
      // OpenAPI must not show a public call as needing a token (the document's default).
      if (route.schema) route.schema = { ...route.schema, security: [] };
      return;
    }
    const handler = route.handler;
    const operation = `${String(route.method)} ${route.url}`;
    const idempotent = isIdempotent(route);
    route.handler = async function guarded(request, reply) {
      const session = request.session;
      if (!session) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      const keyed = idempotent ? keyedRequest(app, request, operation, session.actor) : null;
      const caller = {
        tenant: session.tenantId,
        userId: session.actor.userId,
        tokenVersion: session.tokenVersion,
      };

      /** One transaction of the caller's tenant; its after-commit tasks run once it committed. */
      const tenantTransaction: OwnTransaction = async (fn) => {
        const committed: Array<() => void> = [];
        const result = await inRequestTransaction(app.db, caller, (tx) =>
          fn({
            tenantId: session.tenantId,
            actor: session.actor,
            tx,
            afterCommit: (task) => committed.push(task),
          }),
        ).catch((error: unknown) => {
          if (error instanceof StaleTokenError)
            throw new AppError('TOKEN_INVALID', MESSAGES.tokenInvalid);
          throw error;
        });
        for (const task of committed) {
          try {
            task();
          } catch (error) {
            request.log.error({ err: error }, 'taak na commit mislukt');
          }
        }
        return result;
      };

      /** The request's transaction around `answer`, the Idempotency-Key claimed first, kept last. */
      const inTransaction = (answer: () => Promise<unknown>) =>
        tenantTransaction(async (ctx) => {
          request.tenant = ctx;
          if (!keyed) return answer();
          const scope = { tenantId: session.tenantId, tx: ctx.tx };
          const claim = await claimKey(scope, keyed, app.clock());
          if (claim.replay) {
            // The first answer again, read with the call's answer schema rather than trusted;
            // the header tells the client it was a resend.
            const body = replayedBody(route, claim.status, claim.body);
            reply.status(claim.status).header('idempotent-replayed', 'true');
            return body;
          }
          const sent = await answer();
          // Kept as the client receives it: through the route's compiled serializer, which
          // also turns node-postgres's text numbers into numbers, so the schema reads it back.
          const kept: unknown = JSON.parse(String(reply.serialize(sent)));
          await storeAnswer(scope, keyed, reply.statusCode, kept, app.clock());
          return sent;
        });

      try {
        return await inTransaction(async () => {
          const answer: unknown = await handler.call(this, request, reply);
          // Out of this transaction, rolled back with the key's claim: see BetweenTransactions.
          if (answer instanceof BetweenTransactions) throw new LeaveTransaction(answer);
          return answer;
        });
      } catch (error) {
        if (!(error instanceof LeaveTransaction)) throw error;
        const { phases } = error;
        try {
          const worked = await phases.work(tenantTransaction);
          return await inTransaction(() => phases.finish(requireTenant(request), worked));
        } finally {
          if (phases.release) {
            await phases
              .release(tenantTransaction)
              .catch((failure: unknown) =>
                request.log.error({ err: failure }, 'vrijgeven na een tussenstap mislukt'),
              );
          }
        }
      }
    };
  });

  app.addHook('onRequest', async (request, reply) => {
    // The matched route decides, not the raw address: '/%61pi/…' reaches an /api route too.
    const route = request.routeOptions.url;
    const config = request.routeOptions.config;
    if (!route || !isApiRoute(route) || config.public) return;
    // Every answer behind the sign-in is personal (a BSN, wages, a roster): no browser or proxy
    // may keep it, also not a refusal. Set here, first, so that it costs no hook of its own;
    // a download sets `private, no-store` over it.
    reply.header('cache-control', 'no-store');

    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    const now = app.clock();
    const claims = verifyToken(token, app.signingKey, now);
    const actor = claims && actorFrom(claims);
    if (!claims || !actor) throw new AppError('TOKEN_INVALID', MESSAGES.tokenInvalid);

    const headerTenant = request.headers['x-tenant-id'];
    if (headerTenant !== undefined && headerTenant !== claims.tenantId) {
      throw new AppError('TENANT_MISMATCH', MESSAGES.tenantMismatch);
    }
    // Deny by default: a route that forgot its policy is refused rather than open.
    if (!config.policy || !can(actor.role, config.policy)) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }

    const tenantId = authorisedTenantId(claims.tenantId);
    request.session = { tenantId, actor, tokenVersion: claims.ver };
  });
});
