import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects';

// One vitest run for the unit and API suites. TZ=UTC so that code which must
// use the company's time zone cannot pass by accident on a Dutch machine.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    // One worker per core and one more, at least three. vitest's own default is one less than
    // the cores, which on a two-core machine runs every file in a single process. The component
    // and API tests wait on timers, promises and the database part of the time: with a worker
    // per core the two cores idled 8 % of the stage, and a third worker took the stage from
    // 314 s to 265 s side by side (docs/testing.md). The browser suite keeps one file per core
    // (e2e/vitest.config.ts): Chromium fills both cores.
    maxWorkers: Math.max(3, availableParallelism() + 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // The files of one worker share its process and, in it, one migrated test database
          // (src/test/test-app.ts): starting PGlite costs seconds of CPU per instance. Files keep
          // apart by making tenants of their own, as on the shared PostgreSQL database.
          isolate: false,
          // Generous for a shared two-core machine: argon2 and PGlite's start-up are CPU-bound.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      ...webProjects,
      // Checks over the repository's own files (scripts/*.test.ts), such as its citations.
      { test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
