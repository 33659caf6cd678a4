import type { ApiFile } from '../../../lib/api-client';

/**
 * Hands a downloaded file to the browser as a download, under the server's name (the report's
 * own file name, docs/calculations.md#csv-files), or `fallbackName` when the answer named none. A link with
 * `download` works without a secure context (the LAN kiosk, docs/ARCHITECTURE.md).
 */
export function saveFile(file: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After this turn: some browsers start reading the URL only once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
