import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the font file whose name starts with `prefix` to
 * every page (the app and the public site). Without it the browser learns of the font only once
 * the stylesheet has arrived and text is laid out, and shows the fallback font meanwhile.
 */
export function preloadFont(prefix: string): Plugin {
  return {
    name: 'klokwerk:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'asset' &&
            output.fileName.startsWith(`assets/${prefix}`) &&
            output.fileName.endsWith('.woff2'),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            // Fonts are always fetched in CORS mode; a preload without it is fetched twice.
            crossorigin: true,
            href: `/${font.fileName}`,
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
