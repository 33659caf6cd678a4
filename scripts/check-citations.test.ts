import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and documents cite only what a reader can open: a file of this repository
 * (docs/calculations.md#late-penalty, docs/decisions/016-…md). A section of a design note or a
 * specification kept elsewhere, or the number of an issue in a tracker, points nowhere for the
 * next engineer, so this fails on every line that cites one and prints where.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'docs', 'scripts', '.ci', 'README.md'];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
  'data',
]);
const TEXT_FILES = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.html',
  '.css',
  '.sh',
  '.yml',
  '.yaml',
  '.sql',
  '',
]);
/** This file spells the patterns it looks for. */
const SELF = relative(root, fileURLToPath(import.meta.url));

/**
 * "DESIGN §6" (not the role HORECAMASTERS.DESIGN), "spec part 2 §5", "part 1 §7", a bare
 * "§4", "issue 10", and paths into the shared folder outside the repository.
 */
const CITATION =
  /(?<![.\w])DESIGN(?![.\w])|\bspec(?:ification)?(?:'s)? (?:part|§)|\b[Pp]art [12] §|\b[Ii]ssues? #?\d+|§ ?\d|\.\.\/shared\/|\/work\/shared/;

function* filesUnder(path: string): Generator<string> {
  const entries = (() => {
    try {
      return readdirSync(join(root, path), { withFileTypes: true });
    } catch {
      return null;
    }
  })();
  if (entries === null) {
    if (TEXT_FILES.has(extname(path))) yield path;
    return;
  }
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* filesUnder(child);
    } else if (TEXT_FILES.has(extname(entry.name))) {
      yield child;
    }
  }
}

describe('citations in comments and documents', () => {
  it('point only at files in the repository', () => {
    const found: string[] = [];
    for (const file of FOLDERS.flatMap((folder) => [...filesUnder(folder)])) {
      if (file === SELF) continue;
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found, `Cite docs/… (or say the reason) instead of these:\n${found.join('\n')}`).toEqual(
      [],
    );
  });
});
