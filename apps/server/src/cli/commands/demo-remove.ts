import { markDemoRemoved } from '../../config/demo-removed-marker';
import { DEMO_TENANT_ID, DEMO_TENANT_NAME } from '../../seed/demo-tenant';
import { withTenant } from '../../tenancy/tenant-context';
import type { CliCommand } from '../command';
import { countTenantContents, deleteTenant, type TenantContents } from '../repository';

function describeContents(contents: TenantContents): string {
  return [
    `${contents.companies} bedrijven`,
    `${contents.users} gebruikers`,
    `${contents.employees} medewerkers`,
    `${contents.schedules} diensten`,
    `${contents.timeRecords} urenregistraties`,
  ].join(', ');
}

/**
 * Removes the demo tenant, whose password the README publishes, before a server goes live
 * (docs/operations.md), and keeps the embedded default from seeding it again at the next start.
 */
export const demoRemove: CliCommand = {
  name: 'demo remove',
  summary: `Verwijdert het demo-bedrijf "${DEMO_TENANT_NAME}" met al zijn gegevens; npm start maakt het daarna niet opnieuw aan.`,
  options: {},

  prepare() {
    return async ({ db, config, now, out }) => {
      const removed = await withTenant(db, DEMO_TENANT_ID, async (tx) => {
        const contents = await countTenantContents(tx, DEMO_TENANT_ID);
        return (await deleteTenant(tx, DEMO_TENANT_ID)) ? contents : null;
      });
      out(
        removed
          ? `Demo-bedrijf "${DEMO_TENANT_NAME}" (${DEMO_TENANT_ID}) verwijderd met al zijn gegevens: ${describeContents(removed)}.`
          : `Er is geen demo-bedrijf "${DEMO_TENANT_NAME}" (${DEMO_TENANT_ID}); er is niets verwijderd.`,
      );
      const marker = markDemoRemoved(config.dataDir, now);
      out(
        `npm start maakt het niet opnieuw aan zolang ${marker} bestaat (tenzij DEMO_SEED=true staat).`,
      );
      out(
        'Zonder demo-bedrijf luistert de server bij de volgende start op alle adressen, tenzij HOST anders zegt.',
      );
    };
  },
};
