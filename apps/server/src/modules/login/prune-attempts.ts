import type { FastifyInstance } from 'fastify';
import { withoutTenant } from '../../tenancy/tenant-context';
import { pruneAttempts } from './repository';

/** Attempts are kept a day: far past every limit's window, long enough to look into an attack. */
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;
const EVERY_MS = 10 * 60_000;

export function pruneOldAttempts(app: FastifyInstance): Promise<void> {
  const before = new Date(app.clock().getTime() - ATTEMPT_RETENTION_MS);
  return withoutTenant(app.db, (tx) => pruneAttempts(tx, before));
}

/**
 * Without pruning, login_attempts grows with every sign-in for ever. Each server prunes every
 * ten minutes; several servers doing it too is harmless.
 */
export function scheduleAttemptPruning(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pruneOldAttempts(app).catch((error: unknown) =>
        app.log.warn({ err: error }, 'oude inlogpogingen opruimen mislukt'),
      );
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
