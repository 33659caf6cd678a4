import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run cli -- demo remove` leaves this file in DATA_DIR, and the embedded default does not
 * seed the demo tenant while it is there (docs/decisions/010). A file beside the data rather
 * than a row in the database: it needs no migration, it travels with a copy of DATA_DIR, and
 * deleting it is the obvious way back.
 */
export const DEMO_REMOVED_FILE = 'demo-removed';

export function isDemoRemoved(dataDir: string): boolean {
  return existsSync(join(dataDir, DEMO_REMOVED_FILE));
}

/** Answers the marker's path, for the operator's message. */
export function markDemoRemoved(dataDir: string, at: Date): string {
  const path = join(dataDir, DEMO_REMOVED_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(
    path,
    `Het demo-bedrijf is op ${at.toISOString()} verwijderd met "npm run cli -- demo remove".\n` +
      'Zolang dit bestand bestaat, maakt npm start het niet opnieuw aan (tenzij DEMO_SEED=true).\n',
    { mode: 0o600 },
  );
  return path;
}
