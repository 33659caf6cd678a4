import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compressServiceWorker } from './build/compress-service-worker';
import { preloadChunks } from './build/preload-chunks';

// Text files the server sends pre-compressed (apps/server/src/http/web-static.ts); images are
// compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

export default defineConfig({
  plugins: [
    react(),
    // The sign-in screen's chunk (below) downloads together with the entry: /login is where
    // nearly every visit starts, and the dashboard shares pieces of it.
    preloadChunks(['login-page']),
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
        // Only the app shell is cached; API answers are tenant data and must never be served stale.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file instead of half a dozen
            // shared pieces: every page needs all of it, and over HTTP/1.1 each extra request
            // costs a round trip and about 1 KB of response headers.
            { name: 'shell', tags: ['$initial'] },
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
