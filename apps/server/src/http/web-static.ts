import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../auth/api-guard';
import { MESSAGES } from './errors';

/** The file a (pre-compressed) answer stands for: `index.html.br` is index.html. */
function logicalPath(path: string): string {
  return path.replace(/\.(br|gz)$/, '');
}

/**
 * Serves the built web app (apps/web/dist), including /sw.js and the manifest. Any other
 * non-API path gets index.html so that the browser's router can handle deep links.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy next to each text file; the answer is
 * the copy the browser's Accept-Encoding asks for, or the plain file, always with
 * `Vary: Accept-Encoding` so that no cache hands one to a client that asked for the other.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are found next to their file, not served under their own names;
      // source maps (hidden builds) stay on the server for debugging and are not published.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      setHeaders(reply, path) {
        const file = logicalPath(path);
        // The service worker and the entry page must never be served stale; hashed assets may.
        if (file.endsWith('sw.js') || file.endsWith('index.html'))
          reply.header('Cache-Control', 'no-cache');
        else if (file.includes('/assets/'))
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
