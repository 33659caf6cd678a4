import { defineConfig } from 'vitest/config';

// One vitest run for the unit and API suites. TZ=UTC so that code which must
// use the company's time zone cannot pass by accident on a Dutch machine.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
