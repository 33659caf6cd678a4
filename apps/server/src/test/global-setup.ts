import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';

/** On PostgreSQL the test files share one database: migrate it once, before any file runs. */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
}
