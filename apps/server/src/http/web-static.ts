import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './api-route';
import { MESSAGES } from './errors';

/**
 * The pages the build makes apart from the app's index.html, by path: the public site's
 * (apps/web/build/site-pages.ts names the same files), which may load analytics, and the
 * sign-in screen (apps/web/login.html, see vite.config.ts), which is staff's and does not.
 * Every other path is the app's.
 */
const PAGES: Readonly<Record<string, { file: string; analytics: boolean }>> = {
  '/': { file: 'landing.html', analytics: true },
  '/privacy': { file: 'privacy.html', analytics: true },
  '/about': { file: 'about.html', analytics: true },
  '/login': { file: 'login.html', analytics: false },
};

/**
 * Google Analytics' hosts, as Google's CSP guide for GA4 lists them: the script, and where it
 * reports. Only the public pages load analytics (after consent), and only with ANALYTICS_ID.
 */
const ANALYTICS_SOURCES: Readonly<Record<string, string>> = {
  'script-src': 'https://*.googletagmanager.com',
  'img-src': 'https://*.google-analytics.com https://*.googletagmanager.com',
  'connect-src':
    'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
};

/** The security policy with Google Analytics' hosts added to the directives it needs. */
export function withAnalyticsSources(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const extra = ANALYTICS_SOURCES[directive.trim().split(/\s+/)[0] ?? ''];
      return extra ? `${directive} ${extra}` : directive;
    })
    .join(';');
}

/** The file a (pre-compressed) answer stands for: `index.html.br` is index.html. */
function logicalPath(path: string): string {
  return path.replace(/\.(br|gz)$/, '');
}

/**
 * Serves the built web app (apps/web/dist), including /sw.js and the manifest: the public
 * site's pages at /, /privacy and /about and the sign-in screen at /login (each with or without
 * a trailing slash, and with any query: /login?from=…), and for any other non-API path
 * index.html, so that the browser's router can handle deep links.
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
      // / is the landing page (below), not the directory's index.html.
      index: false,
      preCompressed: true,
      // The compressed copies are found next to their file, not served under their own names;
      // source maps (hidden builds) stay on the server for debugging and are not published.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      setHeaders(reply, path) {
        const file = logicalPath(path);
        // The service worker and the pages must never be served stale; hashed assets may.
        if (file.endsWith('sw.js') || file.endsWith('.html'))
          reply.header('Cache-Control', 'no-cache');
        else if (file.includes('/assets/'))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  for (const [path, { file, analytics }] of Object.entries(PAGES)) {
    // A build from before a page had its own file: the app answers its path, as before.
    if (!hasWeb || !existsSync(join(distDir, file))) continue;
    for (const url of path === '/' ? [path] : [path, `${path}/`]) {
      app.get(url, (_request, reply) => {
        const policy = reply.getHeader('content-security-policy');
        if (analytics && app.config.analyticsId && typeof policy === 'string')
          reply.header('content-security-policy', withAnalyticsSources(policy));
        return reply.sendFile(file);
      });
    }
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
