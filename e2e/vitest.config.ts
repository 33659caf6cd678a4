import { defineConfig } from 'vitest/config';

// Browser tests: one real server for the run (global setup), files one after another because
// the machine has two cores and each file drives its own Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
