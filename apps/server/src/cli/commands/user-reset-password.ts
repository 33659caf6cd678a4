import { checkPassword } from '@klokwerk/domain/password-policy';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { hashPassword } from '../../auth/passwords';
import { authorisedTenantId, withTenant } from '../../tenancy/tenant-context';
import { type CliCommand, CliError, requiredValue, secretValue } from '../command';
import { findUserId, setPassword, tenantExists } from '../repository';

export const userResetPassword: CliCommand = {
  name: 'user reset-password',
  summary: 'Zet een nieuw wachtwoord, heft een blokkade op en beëindigt bestaande sessies.',
  options: {
    tenant: {
      placeholder: '<tenant-id>',
      description: 'tenant-id of bedrijfsnaam van de klant',
      required: true,
    },
    user: { placeholder: '<gebruikersnaam>', description: 'inlognaam', required: true },
    password: {
      placeholder: '<wachtwoord>',
      description: 'het nieuwe wachtwoord',
      required: false,
      prompt: 'Nieuw wachtwoord',
    },
  },

  async prepare(values, _now, ask) {
    const tenantInput = requiredValue(values, 'tenant');
    // The same normalisation as at login, so "Demo Horeca" and "demohoreca" both work.
    const key = normalizeTenantName(tenantInput);
    if (!key) throw new CliError(`"${tenantInput}" is geen geldige tenant-id.`);
    const tenantId = authorisedTenantId(key);
    const userName = requiredValue(values, 'user').trim();
    const password = await secretValue(values, 'password', ask);
    const strength = checkPassword(password);
    if (!strength.ok) throw new CliError(strength.message);

    return async ({ db, now, out }) => {
      // Outside the transaction: hashing is slow on purpose.
      const passwordHash = await hashPassword(password);
      await withTenant(db, tenantId, async (tx) => {
        if (!(await tenantExists(tx, tenantId))) {
          throw new CliError(`Klant "${tenantId}" bestaat niet.`);
        }
        const userId = await findUserId(tx, tenantId, userName);
        if (userId === null) {
          throw new CliError(`Gebruiker "${userName}" bestaat niet bij klant "${tenantId}".`);
        }
        await setPassword(tx, tenantId, userId, passwordHash, now);
      });
      out(`Nieuw wachtwoord ingesteld voor ${userName} bij ${tenantId}.`);
      out(
        'Eerder uitgegeven sessies zijn beëindigd; een blokkade door mislukte pogingen is opgeheven.',
      );
    };
  },
};
