import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { withoutTenant } from '../../tenancy/tenant-context';
import * as repo from './repository';
import { LOGIN_LIMITS } from './service';

/** Admits an attempt (and writes it, 'pending') or answers null when the address is over its limit. */
export type AdmitAttempt = (
  request: FastifyRequest,
  attempt: repo.AttemptInput,
) => Promise<number | null>;

/**
 * The per-address limit of docs/security.md#sign-in-limits, decided atomically: in the database under a lock per
 * address, or, with REDIS_URL, in Redis (@fastify/rate-limit's atomic counter) so that every
 * server shares one count. Should Redis fail, the database decides rather than nobody.
 */
export function addressLimit(app: FastifyInstance): AdmitAttempt {
  const database = databaseAddressLimit(app.db);
  const inDatabase: AdmitAttempt = (_request, attempt) => database(attempt);
  if (!app.config.redisUrl) return inDatabase;

  const check = app.createRateLimit({
    max: LOGIN_LIMITS.ipAttempts,
    timeWindow: LOGIN_LIMITS.ipWindowMs,
    keyGenerator: (request) => `login-address:${request.ip}`,
  });
  return async (request, attempt) => {
    let exceeded: boolean;
    try {
      const result = await check(request);
      exceeded = !result.isAllowed && result.isExceeded;
    } catch (error) {
      request.log.warn({ err: error }, 'Redis onbereikbaar; de database telt de inlogpogingen');
      return inDatabase(request, attempt);
    }
    if (exceeded) return null;
    return withoutTenant(app.db, (tx) => repo.insertAttempt(tx, attempt));
  };
}

/** The limit kept in the database alone (also what the CLI's and the seed's tests sign in with). */
export function databaseAddressLimit(db: Database) {
  return (attempt: repo.AttemptInput): Promise<number | null> =>
    withoutTenant(db, (tx) =>
      repo.admitFromAddress(tx, attempt, {
        since: new Date(attempt.at.getTime() - LOGIN_LIMITS.ipWindowMs),
        max: LOGIN_LIMITS.ipAttempts,
      }),
    );
}
