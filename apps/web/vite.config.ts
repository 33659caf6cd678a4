import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compressServiceWorker } from './build/compress-service-worker';
import { preloadFont } from './build/preload-font';
import { reactRouterProduction } from './build/react-router-production';
import { SITE_PAGES, sitePages } from './build/site-pages';
import { RETURN_PARAMETER } from './src/features/auth/return-path';

// Text files the server sends pre-compressed (apps/server/src/http/web-static.ts); images are
// compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** The public site's pages and modules: never part of the app's shell chunk. */
function isSiteModule(id: string): boolean {
  return (
    id.includes('/src/site/') || Object.values(SITE_PAGES).some((file) => id.endsWith(`/${file}`))
  );
}

const APP_PAGE = resolve(import.meta.dirname, 'index.html');
const LOGIN_PAGE = resolve(import.meta.dirname, 'login.html');

/** What the bundler tells of a module during chunking (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const staticImports = new WeakMap<ModuleGraph, Readonly<Record<'app' | 'login', Set<string>>>>();

/** Every module a page loads before it runs, directly or through others: its static imports. */
function staticImportsOf(graph: ModuleGraph, page: string): Set<string> {
  const found = new Set<string>();
  const next = [page];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The sign-in screen's own modules: its page (in the bundle, login.html is the module that
 * imports the script), its entry, its provider and the auth feature.
 */
const SIGN_IN_SCREEN =
  /[\\/](login\.html|src[\\/]login\.tsx|src[\\/]app[\\/]login-app\.tsx|src[\\/]features[\\/]auth[\\/])/;

/**
 * Which of the app's two initial files a module goes to, from what the app (index.html) and the
 * sign-in screen (login.html) import statically. 'base': all the sign-in screen loads but its
 * own code that the app does not load (that stays in the screen's entry file). The app loads
 * 'base' whole, so that the few pieces only its later screens share with the sign-in screen (an
 * icon, the tenant rule) do not become as many small files of their own. 'shell': what only the
 * app loads at once. null: neither. Worked out once a bundle.
 */
function initialChunkOf(id: string, graph: ModuleGraph): 'base' | 'shell' | null {
  let pages = staticImports.get(graph);
  if (!pages) {
    pages = { app: staticImportsOf(graph, APP_PAGE), login: staticImportsOf(graph, LOGIN_PAGE) };
    staticImports.set(graph, pages);
  }
  if (pages.login.has(id)) return pages.app.has(id) || !SIGN_IN_SCREEN.test(id) ? 'base' : null;
  return pages.app.has(id) ? 'shell' : null;
}

/** The app font's file with the Latin letters (src/font/inter.css). */
const LATIN_FONT = 'inter-latin-wght-normal';

/** Modules both the app's shell and the public pages use (see the 'shared' group below). */
const SHARED_MODULE = /vite\/preload-helper|[\\/]packages[\\/]contract[\\/]src[\\/]call\.ts$/;

/** Navigations the SPA must not answer offline: the site's pages have their own files. */
const SITE_PATHS = Object.keys(SITE_PAGES).map((path) =>
  path === '/' ? /^\/$/ : new RegExp(`^${path}/?$`),
);

/**
 * /login, with or without a trailing slash and the guard's return page (`?from=`), which is
 * login.html: the sign-in screen is a page of its own (src/login.tsx), not a route of the app.
 */
const LOGIN_PATH = /^\/login\/?(\?|$)/;

/** In development /login answers with its own page, as the server does (web-static.ts). */
function loginPage(): Plugin {
  return {
    name: 'klokwerk:login-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (LOGIN_PATH.test(request.url ?? ''))
          request.url = (request.url ?? '').replace(/^\/login\/?/, '/login.html');
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // The router's production build: its package's exports name only the development one.
    reactRouterProduction(),
    // The public pages: static HTML with their shared header, footer and consent dialog.
    sitePages(),
    loginPage(),
    // The Latin subset of the app's font: every page's text needs it (src/font/inter.css).
    preloadFont(LATIN_FONT),
    VitePWA({
      // The specification registers the worker from /sw.js; the server serves it from dist.
      filename: 'sw.js',
      registerType: 'autoUpdate',
      // main.tsx registers the worker itself (src/lib/register-service-worker.ts): no inline
      // script (CSP) and no workbox-window on the first screen.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        name: 'Klokwerk',
        short_name: 'Klokwerk',
        description: 'Roosters, tijdregistratie en loonkosten voor de horeca.',
        lang: 'nl',
        dir: 'ltr',
        // /login moves a remembered user on at once (the kiosk to /clockin), others sign in.
        start_url: '/login',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#b04e1c',
        background_color: '#fdf2ec',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Only the app shell and the public pages are cached; API answers are tenant data and
        // must never be served stale. /login, /privacy and /about find login.html, privacy.html
        // and about.html by Workbox's clean-URL rule; / finds the landing page as its directory
        // index.
        directoryIndex: 'landing.html',
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, LOGIN_PATH, ...SITE_PATHS],
        // The guard's return page does not make /login another page: login.html reads it
        // itself. Workbox's own defaults (utm_*, fbclid) stay.
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${RETURN_PARAMETER}$`)],
        // The font's Latin subset too, so that an offline kiosk keeps its letters; the other
        // subsets are fetched when a name needs them.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', `**/${LATIN_FONT}*.woff2`],
        cleanupOutdatedCaches: true,
        // The build's maps are hidden (below); the worker needs none either.
        sourcemap: false,
      },
    }),
    // Brotli and gzip copies of every text file, made once at build time at the highest
    // level: the server picks one by Accept-Encoding and never compresses on the fly.
    compression({
      include: COMPRESSIBLE,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
    // The PWA plugin writes sw.js and the Workbox runtime after the bundle, too late for the
    // plugin above.
    compressServiceWorker(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    // Maps stay beside the build for reading a production stack trace, but the bundles do not
    // point at them and the server does not publish them.
    sourcemap: 'hidden',
    // The polyfill would be a piece both the app and the public pages import, so either the
    // landing page would load the app's shell or the app one more file. Every browser the build
    // targets but Safari 16 supports modulepreload; there a preloaded chunk is simply fetched
    // when it is imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app (index.html), the sign-in screen (login.html) and the public site's pages, each
      // with its own script.
      input: {
        index: APP_PAGE,
        // Not 'login': that is the name of the contract's sign-in chunk (packages/contract/src/
        // login.ts), which the form fetches once it is touched.
        'login-page': LOGIN_PAGE,
        ...Object.fromEntries(
          Object.values(SITE_PAGES).map((file) => [
            file.replace('.html', ''),
            resolve(import.meta.dirname, file),
          ]),
        ),
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the app's entry imports statically, in two files instead of half a
            // dozen shared pieces: every page needs all of it, and over HTTP/1.1 each extra
            // request costs a round trip and about 1 KB of response headers. 'base' is what the
            // sign-in screen (login.html) loads at once too: React, Mantine's provider and the
            // components both render, the theme, the styles, the session; 'shell' the rest
            // (the router, i18next, TanStack Query, the root layout). Taken before the shell,
            // which would otherwise also take what its modules import.
            // The public site's script is an entry too: it stays out of these groups, which
            // would otherwise hand the landing page the whole app.
            {
              name: (id, graph) => (initialChunkOf(id, graph) === 'base' ? 'base' : null),
              tags: ['$initial'],
              test: (id) => !isSiteModule(id),
              priority: 1,
            },
            {
              name: (id, graph) => (initialChunkOf(id, graph) === 'shell' ? 'shell' : null),
              tags: ['$initial'],
              test: (id) => !isSiteModule(id),
            },
            // What the app's entry and the public pages' lazy pieces (the contact form's rules)
            // both need: Vite's helper for dynamic imports and the contract's defineCall. In a
            // file of their own, taken before the two above, or the contact form would fetch
            // them whole.
            { name: 'shared', test: SHARED_MODULE, priority: 2 },
          ],
        },
      },
    },
  },
});
