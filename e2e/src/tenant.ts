import { basename } from 'node:path';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { expect, inject } from 'vitest';

/** The demo companies' password, that of every account in them. */
export const DEMO_PASSWORD = 'Welkom123!';

/**
 * The tenant of the test file that is running: a copy of the demo company of its own, seeded at
 * the run's clock before the file's first test (src/own-tenant.setup.ts), so that no other
 * file's changes show up in it.
 */
export function ownTenant(): string {
  const file = basename(expect.getState().testPath ?? '', '.test.ts');
  const tenant = inject('tenants')[file];
  if (!tenant) throw new Error(`Geen eigen tenant voor ${file}`);
  return tenant;
}

let tenantWanted = true;

/**
 * Called at the top of a file whose tests sign in nowhere (the public pages): its demo company
 * is not seeded, which saves the seconds a seed costs the server.
 */
export function withoutOwnTenant(): void {
  tenantWanted = false;
}

/** Has the server seed the file's tenant unless the file declared it needs none. */
export async function seedOwnTenant(): Promise<void> {
  if (!tenantWanted) return;
  const url = new URL(inject('tenantControlURL'));
  url.searchParams.set('name', ownTenant());
  const response = await fetch(url, { method: 'POST' });
  if (!response.ok) {
    throw new Error(
      `De tenant ${ownTenant()} kon niet worden aangemaakt: ${await response.text()}`,
    );
  }
}

/** Its id, as in the invitation links ('E2E roster 1a2b3c' → 'e2eroster1a2b3c'). */
export function ownTenantId(): string {
  return normalizeTenantName(ownTenant());
}
