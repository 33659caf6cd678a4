import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '../../http/errors';
import { loginSchema } from './schema';
import { login } from './service';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', { config: { public: true }, schema: loginSchema }, async (request) => {
    const header = request.headers['x-tenant-id'];
    if (typeof header === 'string' && header !== normalizeTenantName(request.body.tenantId)) {
      throw new AppError('TENANT_MISMATCH', MESSAGES.tenantMismatch);
    }
    const token = await login(
      { db: app.db, jwtSecret: app.config.jwtSecret, now: app.clock(), ip: request.ip },
      request.body,
    );
    return { token };
  });
};
