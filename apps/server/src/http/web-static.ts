import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../auth/api-guard';
import { MESSAGES } from './errors';

/**
 * Serves the built web app (apps/web/dist), including /sw.js and the manifest. Any other
 * non-API path gets index.html so that the browser's router can handle deep links.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      setHeaders(reply, path) {
        // The service worker and the entry page must never be served stale; hashed assets may.
        if (path.endsWith('sw.js') || path.endsWith('index.html'))
          reply.header('Cache-Control', 'no-cache');
        else if (path.includes('/assets/'))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      hasWeb &&
      !isApiRoute(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
  });
}
