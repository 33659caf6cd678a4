import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { apiGuard } from './auth/api-guard';
import { TokenVersionCache } from './auth/token-version-cache';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/web-static';
import { healthRoutes } from './modules/health/routes';
import { loginRoutes } from './modules/login/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The current time; tests move it to prove lock-outs and expiry end. */
    clock: () => Date;
    tokenVersions: TokenVersionCache;
  }
}

// Error messages of validation are shown to Dutch users.
z.config(z.locales.nl());

export interface AppOptions {
  config: Config;
  db: Database;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the Fastify instance: external plugins, then our own, then the feature modules. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-For is believed only from a proxy on this machine; trusting it from anyone
    // would let a client pick its own address and walk around the per-IP login limit.
    trustProxy: 'loopback',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', options.config);
  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('tokenVersions', new TokenVersionCache());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
  // Routes opt in (the kiosk); with REDIS_URL the counts are shared by every server.
  const redis = options.config.redisUrl
    ? new Redis(options.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(apiGuard);
  await registerOpenApi(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(loginRoutes, { prefix: '/api' });

  await registerWebApp(app, options.webDist ?? DEFAULT_WEB_DIST);
  return app;
}
