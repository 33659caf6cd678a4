import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser tests: one real server and one Chromium for the run (global setup). Files run side by
// side, as many as the machine has cores: each works in a tenant of its own (src/tenant.ts) and
// in browser contexts of its own, and most of a browser test is waiting for a page.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    setupFiles: ['src/own-tenant.setup.ts'],
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
