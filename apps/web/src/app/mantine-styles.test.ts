import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * mantine-styles.css (every page) and mantine-styles-signed-in.css (the signed-in screens)
 * hold the stylesheet of every Mantine component the app renders, with the ones it is built on,
 * in Mantine's order (docs/ARCHITECTURE.md, "Styles"). A component without its stylesheet
 * renders unstyled only in the browser, where no unit test looks; this test reads the sources.
 */
// import.meta.dirname, not new URL(): under jsdom the global URL is not Node's own.
const src = join(import.meta.dirname, '..');
const mantine = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const stylesDir = join(mantine, 'styles');
const esm = join(mantine, 'esm');

const GLOBAL_FILES = ['baseline', 'default-css-variables', 'global'];
const componentStyles = new Set(
  readdirSync(stylesDir)
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => name.slice(0, -'.css'.length)),
);

function listed(file: string): string[] {
  const css = readFileSync(join(src, 'app', file), 'utf8');
  return [...css.matchAll(/@import ["']@mantine\/core\/styles\/([\w-]+)\.css["'];/g)].map(
    (m) => m[1] ?? '',
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Screens only a signed-in user reaches, and the shared parts only they use
 * (components/signed-in): their components' styles go in the second list, loaded with the
 * guarded routes. Everything else (the shell, shared components, the public pages) is in the
 * first list, which every page loads before anything renders.
 */
const PUBLIC_FEATURES = ['auth', 'registration', 'signup'];

function isSignedInOnly(file: string): boolean {
  const path = file.slice(src.length).replaceAll('\\', '/');
  if (path.startsWith('/components/signed-in/')) return true;
  const feature = /^\/features\/([^/]+)\//.exec(path)?.[1];
  return feature !== undefined && !PUBLIC_FEATURES.includes(feature);
}

/** Names imported as values from @mantine/core in the files `include` admits. */
function usedNames(include: (file: string) => boolean): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src).filter(include)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const mantineIndex = readFileSync(join(esm, 'index.mjs'), 'utf8');

/** The module of an export of @mantine/core, or null for names that are not components. */
function moduleOf(name: string): string | null {
  const found = mantineIndex.match(
    new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "(\\./[^"]+)"`),
  );
  return found?.[1] ? join(esm, found[1]) : null;
}

/** Every stylesheet a component needs: its own and those of everything it renders. */
function stylesNeeded(module: string): Set<string> {
  const needed = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const segment of file.slice(esm.length).split('/'))
      if (componentStyles.has(segment)) needed.add(segment);
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g))
      visit(join(dirname(file), match[1] ?? ''));
  };
  visit(module);
  return needed;
}

function required(include: (file: string) => boolean): Map<string, string[]> {
  const neededBy = new Map<string, string[]>();
  for (const name of usedNames(include)) {
    const module = moduleOf(name);
    if (!module) continue;
    for (const style of stylesNeeded(module))
      neededBy.set(style, [...(neededBy.get(style) ?? []), name]);
  }
  return neededBy;
}

/** Mantine's own order: where each file's text sits inside the complete styles.css. */
function mantineOrder(name: string): number {
  const full = readFileSync(join(mantine, 'styles.css'), 'utf8');
  const text = readFileSync(join(stylesDir, `${name}.css`), 'utf8').trim();
  return full.indexOf(text.slice(0, 200));
}

const LISTS = [
  {
    file: 'mantine-styles.css',
    what: 'every page',
    needed: required((file) => !isSignedInOnly(file)),
    globals: GLOBAL_FILES,
  },
  {
    file: 'mantine-styles-signed-in.css',
    what: 'the signed-in screens',
    needed: required(isSignedInOnly),
    globals: [] as string[],
  },
];

describe.each(LISTS)('$file ($what)', ({ file, needed, globals }) => {
  const list = listed(file);
  // The first list is loaded on every page: the second need not repeat what it has.
  const earlier = file === LISTS[0]?.file ? [] : listed(LISTS[0]?.file ?? '');

  it('starts with the global files', () => {
    expect(list.slice(0, globals.length)).toEqual(globals);
  });

  it('has the stylesheet of every component the app renders and of what it is built on', () => {
    const missing = [...needed.keys()]
      .filter((style) => !list.includes(style) && !earlier.includes(style))
      .map((style) => `${style}.css (for ${needed.get(style)?.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('has no stylesheet of a component its screens do not render, and none of the first list', () => {
    const unused = list.filter(
      (style) => !globals.includes(style) && (!needed.has(style) || earlier.includes(style)),
    );
    expect(unused).toEqual([]);
  });

  it("keeps Mantine's order, so a component's rules follow those it builds on", () => {
    const positions = list.map(mantineOrder);
    expect(positions.every((position) => position >= 0)).toBe(true);
    const outOfOrder = list.filter(
      (_, i) => i > 0 && (positions[i] ?? 0) < (positions[i - 1] ?? 0),
    );
    expect(outOfOrder).toEqual([]);
  });
});
