import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are committed and applied from code at start-up.
// Row-level security lives in a hand-written migration (docs/decisions/001-row-level-security.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
