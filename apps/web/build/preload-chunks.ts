import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the named chunks (codeSplitting groups in
 * vite.config.ts). Vite preloads only what the entry imports statically; a route's chunk is
 * otherwise requested only after the entry has downloaded and run, one round trip later. Only the
 * app's page gets them: the public site's pages (build/site-pages.ts) load none of the app.
 */
export function preloadChunks(names: readonly string[]): Plugin {
  return {
    name: 'klokwerk:preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.path !== '/index.html') return [];
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk' && names.includes(output.name),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
