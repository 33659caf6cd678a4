import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds the app with React Router's production files. The package's `exports` name only its
 * development build, whatever the mode, so without this the app ships the router's development
 * warnings and checks (about 2 KB of the entry, 0.5 KB over the wire) and logs those warnings in
 * the browser's console. The dev server and the tests keep the development build and its
 * warnings.
 */
export function reactRouterProduction(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'klokwerk:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
