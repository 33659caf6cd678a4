import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The public site's pages (landing, privacy, about) as the server serves them, by path. Each
 * is a page of its own in the multi-page build; the SPA's index.html answers everything else.
 */
export const SITE_PAGES: Readonly<Record<string, string>> = {
  '/': 'landing.html',
  '/privacy': 'privacy.html',
  '/about': 'about.html',
};

const require = createRequire(import.meta.url);
// @tabler/icons-react depends on @tabler/icons (the SVG files): the same icon set as the app.
const ICONS_FROM = [dirname(require.resolve('@tabler/icons-react/package.json'))];

const DIRECTIVE = /<!--#(include|icon) ([\w-]+)\s*-->/g;

/** A Tabler outline icon as inline SVG, decorative: the text beside it says what it means. */
function icon(name: string): string {
  const file = require.resolve(`@tabler/icons/outline/${name}.svg`, { paths: ICONS_FROM });
  const svg = readFileSync(file, 'utf8');
  const paths = svg
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('<') && !line.startsWith('<svg') && !line.startsWith('</svg'))
    .filter((line) => !line.includes('stroke="none"'))
    .join('');
  return (
    '<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" ' +
    `focusable="false">${paths}</svg>`
  );
}

/** The page with its shared parts (header, footer, consent) and icons filled in, recursively. */
export function expandSitePage(html: string, partials: string, depth = 0): string {
  if (depth > 3) throw new Error('site-pages: includes nested too deeply');
  return html
    .replace(DIRECTIVE, (_match, kind: string, name: string) =>
      kind === 'icon'
        ? icon(name)
        : expandSitePage(readFileSync(join(partials, `${name}.html`), 'utf8'), partials, depth + 1),
    )
    .replaceAll('{{year}}', String(new Date().getFullYear()));
}

/**
 * Builds the static public pages: `<!--#include header-->` pulls in src/site/partials/header.html,
 * `<!--#icon calendar-->` a Tabler icon, so the pages are plain HTML with no framework at run
 * time. In development it also answers /, /privacy and /about with their pages, as the server does.
 */
export function sitePages(): Plugin {
  let partials = '';
  return {
    name: 'klokwerk:site-pages',
    configResolved(config) {
      partials = resolve(config.root, 'src/site/partials');
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '', query] = (request.url ?? '').split('?');
        const page = SITE_PAGES[path.length > 1 ? path.replace(/\/$/, '') : path];
        if (page) request.url = `/${page}${query ? `?${query}` : ''}`;
        next();
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return expandSitePage(html, partials);
      },
    },
  };
}
