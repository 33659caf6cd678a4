import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = new URL('.', import.meta.url).pathname;

/**
 * The test files that replace a module with `vi.mock`. They need a module registry of their
 * own; every other file shares its worker's (see `isolate` below).
 */
function filesThatMockModules(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(join(root, 'src', file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file}`);
}

const mocking = filesThatMockModules();

const shared = {
  root,
  environment: 'jsdom',
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
} satisfies TestProjectInlineConfiguration['test'];

/**
 * The web app's component tests, as two projects of the root config (vitest.config.ts).
 * `web`: the files of one worker share one jsdom and one module registry, which saves a fresh
 * window and a fresh import of the app per file (about a third of the project's time). They stay
 * apart all the same: src/test/setup.ts empties the document, both storages, the timers and the
 * stubbed globals after each test, and every test renders its own router and query client.
 * `web-isolated`: the few files that mock a module, each in a fresh registry.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    test: {
      ...shared,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: mocking,
      isolate: false,
    },
  },
  {
    plugins: [react()],
    test: { ...shared, name: 'web-isolated', include: mocking },
  },
];
