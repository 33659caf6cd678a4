import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from './expect';

/**
 * The file a click downloads: its name and its bytes. Saved through the connection, since the
 * run's Chromium is shared (src/browser.ts) and keeps its downloads to itself.
 */
export async function download(
  page: Page,
  button: Locator,
): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const folder = await mkdtemp(join(tmpdir(), 'klokwerk-download-'));
  try {
    const path = join(folder, 'file');
    await file.saveAs(path);
    return { name: file.suggestedFilename(), bytes: await readFile(path) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The lines of a file for Dutch Excel (docs/calculations.md#csv-files): a BOM, then CRLF lines. */
export function excelLines(bytes: Buffer): string[] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
}
