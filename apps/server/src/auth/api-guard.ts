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
  type Claim,
  claimKey,
  earlierAnswer,
  fingerprintOf,
  headerKey,
  KEY_RETENTION_MS,
  type KeyedRequest,
  type KeyOption,
  replayedAnswer,
  storeAnswer,
} from '../http/idempotency';
import {
  type Actor,
  authorisedTenantId,
  type TenantContext,
  type TenantId,
} from '../tenancy/tenant-context';
import { AnsweredBefore, type OwnTransaction, type StepTransactions } from './step-transactions';
import type { Claims } from './tokens';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy action a caller's role must be allowed (packages/domain/policies). */
    policy?: Action;
    /** Marks a route that needs no sign-in; every other /api route needs a policy. */
    public?: true;
    /**
     * By default the handler runs in one transaction. 'steps': the handler runs each step in a
     * transaction of its own, through `requireSteps(request)` (auth/step-transactions.ts).
     */
    transactions?: 'steps';
    /** A creating call whose key is kept otherwise than by default (http/idempotency.ts). */
    idempotency?: KeyOption;
  }
  interface FastifyInstance {
    /** Every /api route as registered, for the test that each has a policy and a response schema. */
    apiRoutes: RouteOptions[];
  }
  interface FastifyRequest {
    /** The verified token's tenant and user; its token_version is checked with the first statement. */
    session: { tenantId: TenantId; actor: Actor; tokenVersion: number } | null;
    tenant: TenantContext | null;
    /** The transactions of a route registered with `transactions: 'steps'`, else null. */
    steps: StepTransactions | null;
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

/**
 * How a creating call's route keeps its key: one whose schema carries the Idempotency-Key
 * header (routeSchema) as every such call, one with an `idempotency` option as that says;
 * null for a route that keeps none.
 */
function keyOptionOf(route: RouteOptions): KeyOption | null {
  if (route.config?.idempotency) return route.config.idempotency;
  return route.schema?.headers === idempotentHeaders ? {} : null;
}

/** A stored answer as the route's answer schema for its status reads it now. */
function replayedBody(
  route: RouteOptions,
  option: KeyOption,
  claim: Extract<Claim, { replay: true }>,
): unknown {
  const schemas = route.schema?.response as Record<number, z.ZodType | undefined> | undefined;
  const schema = schemas?.[claim.status];
  const body = option.upgradeKept ? option.upgradeKept(claim.body) : claim.body;
  return schema ? replayedAnswer(schema, body) : body;
}

/** The value of a body's field that holds the key (already checked by the call's schema). */
function bodyKey(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value : null;
}

/** The request's key with what identifies it, or null when it was sent without one. */
function keyedRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  operation: string,
  actor: Actor,
  option: KeyOption,
): KeyedRequest | null {
  const key = option.bodyField
    ? bodyKey(request.body, option.bodyField)
    : headerKey(request.headers);
  if (key === null) return null;
  const { params, query, body } = request;
  return {
    key,
    operation,
    userId: actor.userId,
    fingerprint: fingerprintOf(app.signingKey, { params, query, body }),
    ...(option.bodyField && { field: option.bodyField }),
    ...(option.reusedMessage && { reusedMessage: option.reusedMessage }),
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
 * A route with `transactions: 'steps'` runs its steps in transactions of its own instead
 * (auth/step-transactions.ts); its answering step claims and keeps the key.
 */
export const apiGuard = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('steps', null);

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
    const keyOption = keyOptionOf(route);
    const retentionMs = keyOption?.retentionMs ?? KEY_RETENTION_MS;
    const stepped = route.config?.transactions === 'steps';
    route.handler = async function guarded(request, reply) {
      const session = request.session;
      if (!session) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
      const keyed = keyOption && keyedRequest(app, request, operation, session.actor, keyOption);
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

      /** The first answer to this key again; the header tells the client it was a resend. */
      const replay = (claim: Extract<Claim, { replay: true }>) => {
        // Read with the call's answer schema rather than trusted.
        const body = replayedBody(route, keyOption ?? {}, claim);
        reply.status(claim.status).header('idempotent-replayed', 'true');
        return body;
      };

      /**
       * The transaction that answers: the Idempotency-Key claimed first, the answer kept last.
       * `answered` is what a key answered before gives instead of `answer`'s result.
       */
      const answeringTransaction = <T>(
        answer: (ctx: TenantContext) => Promise<T>,
        answered: (claim: Extract<Claim, { replay: true }>) => T,
      ) =>
        tenantTransaction(async (ctx) => {
          request.tenant = ctx;
          if (!keyed) return answer(ctx);
          const scope = { tenantId: session.tenantId, tx: ctx.tx };
          const claim = await claimKey(scope, keyed, app.clock(), retentionMs);
          if (claim.replay) return answered(claim);
          const sent = await answer(ctx);
          // Kept as the client receives it: through the route's compiled serializer, which
          // also turns node-postgres's text numbers into numbers, so the schema reads it back.
          const kept: unknown = JSON.parse(String(reply.serialize(sent)));
          await storeAnswer(scope, keyed, reply.statusCode, kept, app.clock());
          return sent;
        });

      if (!stepped) {
        return answeringTransaction(async () => handler.call(this, request, reply), replay);
      }
      // A resend of a request that was answered gets its answer before any step runs.
      if (keyed) {
        const earlier = await tenantTransaction((ctx) =>
          earlierAnswer({ tenantId: session.tenantId, tx: ctx.tx }, keyed, app.clock()),
        );
        if (earlier.replay) return replay(earlier);
      }
      const last: Array<(step: OwnTransaction) => Promise<void>> = [];
      request.steps = {
        step: tenantTransaction,
        answer: (fn) =>
          answeringTransaction(fn, (claim) => {
            throw new AnsweredBefore(claim.status, claim.body);
          }),
        finally: (fn) => {
          last.push(fn);
        },
      };
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (!(error instanceof AnsweredBefore)) throw error;
        return replay({ replay: true, status: error.status, body: error.body });
      } finally {
        for (const fn of last) {
          await fn(tenantTransaction).catch((failure: unknown) =>
            request.log.error({ err: failure }, 'vrijgeven na een stap mislukt'),
          );
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
