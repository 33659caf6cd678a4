import { checkPassword } from '@klokwerk/domain/password-policy';
import { findPlan, PLAN_NAMES, trialEnd } from '@klokwerk/domain/plans';
import type { Role } from '@klokwerk/domain/roles';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { z } from 'zod';
import { provisionTenant } from '../../modules/tenants/provision';
import { type CliCommand, CliError, requiredValue, secretValue } from '../command';

/** EINDBAAS is given only here (docs/roles-and-policies.md); the web app cannot hand it out. */
const OWNER_ROLES: readonly Role[] = ['EIGENAAR', 'EINDBAAS'];

export const tenantCreate: CliCommand = {
  name: 'tenant create',
  summary: 'Maakt een klant aan met een eerste bedrijf en de eigenaar als gebruiker.',
  options: {
    name: { placeholder: '<bedrijfsnaam>', description: 'naam van de klant', required: true },
    plan: {
      placeholder: '<abonnement>',
      description: 'naam van het abonnement (zie Abonnementen)',
      required: true,
    },
    'owner-user': { placeholder: '<gebruikersnaam>', description: 'inlognaam', required: true },
    'owner-email': { placeholder: '<e-mailadres>', description: 'e-mail', required: true },
    'owner-password': {
      placeholder: '<wachtwoord>',
      description: 'min. 8 tekens, hoofdletter, cijfer, speciaal teken',
      required: false,
      prompt: 'Wachtwoord voor de eigenaar',
    },
    'owner-role': {
      placeholder: '<rol>',
      description: 'EIGENAAR (standaard) of EINDBAAS',
      required: false,
    },
  },

  async prepare(values, now, ask) {
    const name = requiredValue(values, 'name').trim();
    const tenantId = normalizeTenantName(name);
    if (!tenantId) throw new CliError('De bedrijfsnaam moet letters of cijfers bevatten.');
    const plan = findPlan(requiredValue(values, 'plan'));
    if (!plan) {
      throw new CliError(
        `Onbekend abonnement "${values.plan}". Kies uit: ${PLAN_NAMES.join(', ')}.`,
      );
    }
    const userName = requiredValue(values, 'owner-user').trim();
    if (!userName) throw new CliError('De gebruikersnaam van de eigenaar is leeg.');
    const email = requiredValue(values, 'owner-email').trim();
    if (!z.email().safeParse(email).success) {
      throw new CliError(`"${email}" is geen geldig e-mailadres.`);
    }
    const role = (values['owner-role'] ?? 'EIGENAAR').toUpperCase();
    const ownerRole = OWNER_ROLES.find((r) => r === role);
    if (!ownerRole) throw new CliError('De rol van de eigenaar moet EIGENAAR of EINDBAAS zijn.');
    const password = await secretValue(values, 'owner-password', ask);
    const strength = checkPassword(password);
    if (!strength.ok) throw new CliError(strength.message);
    // A trial runs from the day it is created (docs/roles-and-policies.md#plans).
    const trialEndsAt = plan.tier === 'trial' ? trialEnd(now) : null;

    return async ({ db, out }) => {
      const created = await provisionTenant(db, {
        name,
        plan: plan.name,
        trialEndsAt,
        owner: { userName, email, password, role: ownerRole },
      });
      out(`Klant "${name}" aangemaakt met abonnement ${plan.name}.`);
      out(`Tenant-id: ${created.tenantId}`);
      out(`Inloggen: bedrijfsnaam "${name}" (of ${created.tenantId}), gebruiker ${userName}.`);
      out(`Rol van ${userName}: ${ownerRole}.`);
    };
  },
};
