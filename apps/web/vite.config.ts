import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // The specification registers the worker from /sw.js; the server serves it from dist.
      filename: 'sw.js',
      registerType: 'autoUpdate',
      // main.tsx registers through virtual:pwa-register, so no inline script (CSP).
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
      },
    }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
