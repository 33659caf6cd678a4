import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Same reason as the root config: time-zone code must not pass by accident.
    env: { TZ: 'UTC' },
    // A shared two-core machine renders a whole page in jsdom in seconds, not milliseconds;
    // a test that waits for the screen must not fail because the machine is busy.
    testTimeout: 30_000,
    deps: {
      // Bundled once instead of thousands of files per test file (the icon set alone is
      // several thousand modules): imports fall from ~45 s to a few seconds per run.
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            // Built on @mantine/core: bundled apart, it would find another copy of its provider;
            // and with dayjs and its Dutch locale in the same bundle, they share one dayjs.
            '@mantine/dates',
            'dayjs',
            'dayjs/locale/nl',
            '@mantine/hooks',
            '@mantine/form',
            '@tabler/icons-react',
            '@tanstack/react-query',
            'i18next',
            'react-i18next',
          ],
        },
      },
    },
  },
});
