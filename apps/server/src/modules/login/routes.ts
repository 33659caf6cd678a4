import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from './schema';
import { login } from './service';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', { config: { public: true }, schema: loginSchema }, async (request) => {
    const header = request.headers['x-tenant-id'];
    const token = await login(
      { db: app.db, jwtSecret: app.config.jwtSecret, now: app.clock(), ip: request.ip },
      request.body,
      typeof header === 'string' ? header : undefined,
    );
    return { token };
  });
};
