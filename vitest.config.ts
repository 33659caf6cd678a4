import { defineConfig } from 'vitest/config';

// One vitest run for the unit and API suites. TZ=UTC so that code which must
// use the company's time zone cannot pass by accident on a Dutch machine.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Files share a few long-lived processes and, in each, one migrated test database
          // (src/test/test-app.ts): starting PGlite costs seconds of CPU per instance.
          isolate: false,
          // Generous for a shared two-core machine: argon2 and PGlite's start-up are CPU-bound.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      'apps/web/vitest.config.ts',
      // Checks over the repository's own files (scripts/*.test.ts), such as its citations.
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
