import { basename } from 'node:path';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { expect, inject } from 'vitest';

/** The demo companies' password, that of every account in them. */
export const DEMO_PASSWORD = 'Welkom123!';

/**
 * The tenant of the test file that is running: a copy of the demo company of its own, seeded at
 * the run's clock (src/global-setup.ts), so that no other file's changes show up in it.
 */
export function ownTenant(): string {
  const file = basename(expect.getState().testPath ?? '', '.test.ts');
  const tenant = inject('tenants')[file];
  if (!tenant) throw new Error(`Geen eigen tenant voor ${file}`);
  return tenant;
}

/** Its id, as in the invitation links ('E2E roster 1a2b3c' → 'e2eroster1a2b3c'). */
export function ownTenantId(): string {
  return normalizeTenantName(ownTenant());
}
