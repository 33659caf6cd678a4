import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compressServiceWorker } from './build/compress-service-worker';
import { preloadChunks } from './build/preload-chunks';
import { preloadFont } from './build/preload-font';
import { reactRouterProduction } from './build/react-router-production';
import { SITE_PAGES, sitePages } from './build/site-pages';

// Text files the server sends pre-compressed (apps/server/src/http/web-static.ts); images are
// compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** The public site's pages and modules: never part of the app's shell chunk. */
function isSiteModule(id: string): boolean {
  return (
    id.includes('/src/site/') || Object.values(SITE_PAGES).some((file) => id.endsWith(`/${file}`))
  );
}

/** The app font's file with the Latin letters (src/font/inter.css). */
const LATIN_FONT = 'inter-latin-wght-normal';

/** Modules both the app's shell and the public pages use (see the 'shared' group below). */
const SHARED_MODULE = /vite\/preload-helper|[\\/]packages[\\/]contract[\\/]src[\\/]call\.ts$/;

/** Navigations the SPA must not answer offline: the site's pages have their own files. */
const SITE_PATHS = Object.keys(SITE_PAGES).map((path) =>
  path === '/' ? /^\/$/ : new RegExp(`^${path}/?$`),
);

export default defineConfig({
  plugins: [
    react(),
    // The router's production build: its package's exports name only the development one.
    reactRouterProduction(),
    // The public pages: static HTML with their shared header, footer and consent dialog.
    sitePages(),
    // The sign-in screen's chunk (below) downloads together with the entry: /login is where
    // nearly every visit starts, and the dashboard shares pieces of it.
    preloadChunks(['login-page']),
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
        // must never be served stale. /privacy and /about find privacy.html and about.html by
        // Workbox's clean-URL rule; / finds the landing page as its directory index.
        directoryIndex: 'landing.html',
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, ...SITE_PATHS],
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
      // The app (index.html) and the public site's pages, each with its own script.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
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
            // Everything the entry imports statically, in one file instead of half a dozen
            // shared pieces: every page needs all of it, and over HTTP/1.1 each extra request
            // costs a round trip and about 1 KB of response headers.
            // The public site's script is an entry too: it stays out of this group, which
            // would otherwise hand the landing page the whole app.
            { name: 'shell', tags: ['$initial'], test: (id) => !isSiteModule(id) },
            // What the app's entry and the public pages' lazy pieces (the contact form's rules)
            // both need: Vite's helper for dynamic imports and the contract's defineCall. In a
            // file of their own, taken before the shell (whose group also takes what its
            // modules import), or the contact form would fetch the whole shell.
            { name: 'shared', test: SHARED_MODULE, priority: 1 },
            // The sign-in screen with everything it imports (its form, inputs, card), in one
            // file: the first screen of nearly every visit. Screens that share a piece of it
            // (the dashboard's card, the kiosk dialog's inputs) load it later from the cache.
            // Not named 'login': that is the contract's sign-in call (packages/contract/src/
            // login.ts), which the form fetches only once it is touched, zod and all.
            { name: 'login-page', test: /[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$/ },
          ],
        },
      },
    },
  },
});
