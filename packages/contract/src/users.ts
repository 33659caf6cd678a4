import { isRole, type Role } from '@klokwerk/domain/roles';
import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, optionalLine, requiredEmail, requiredLine } from './fields';
import { id, idOut } from './ids';
import { line } from './text';

/** The specification's message when the role select is empty ("Role change" in docs/screens.md#registration-links). */
export const CHOOSE_ROLE_MESSAGE = 'Kies een rol';
/** The specification's one message for the invitation form's empty fields (docs/screens.md#registration-links). */
export const INVITATION_REQUIRED_MESSAGE = 'Vul alle verplichte velden in';

/**
 * One role, sent as a list holding it ("a list holding one role"). A user may
 * hold several roles and the first counts, but these forms choose exactly one: a second entry
 * is refused rather than silently dropped.
 */
export function oneRole(missingMessage: string) {
  return z
    .array(line().trim().max(50, 'mag hoogstens 50 tekens lang zijn'))
    .nullish()
    .transform((list, ctx): Role => {
      const [first] = list ?? [];
      if (!first) {
        ctx.issues.push({ code: 'custom', message: missingMessage, input: list });
        return z.NEVER;
      }
      if ((list ?? []).length > 1) {
        ctx.issues.push({ code: 'custom', message: 'Kies precies één rol.', input: list });
        return z.NEVER;
      }
      if (!isRole(first)) {
        ctx.issues.push({ code: 'custom', message: `Onbekende rol "${first}".`, input: list });
        return z.NEVER;
      }
      return first;
    });
}

/** A user name in a path, compared without regard to case (as at sign-in). */
const userNameParam = z.object({ userName: line().trim().min(1).max(200) });

/**
 * A user account as the Gebruikersbeheer table shows it. fullName is the
 * linked employee's name, else that of the company's employee with the same e-mail address,
 * else the user name. Never a password hash or a tenant id: the serializer writes only these.
 */
export const userListItem = z.object({
  userName: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  employeeId: idOut.nullable(),
  fullName: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;

/** GET /api/users/company/{companyId}: the company's accounts, by full name. */
export const usersOfCompanyCall = defineCall({
  method: 'GET',
  path: '/users/company/:companyId',
  summary: 'Gebruikersaccounts van een bedrijf',
  tags: ['gebruikers'],
  params: z.object({ companyId: id }),
  status: 200,
  response: z.array(userListItem),
  errors: [400, 401, 403, 404],
});

export const rolesBody = oneRole(CHOOSE_ROLE_MESSAGE);

/**
 * POST /api/users/{userName}/roles with `["MEDEWERKER"]` (docs/roles-and-policies.md):
 * only roles the caller may assign; never for a user ranked above the caller or an EINDBAAS;
 * never leaving the tenant without an EIGENAAR or EINDBAAS (403 with the reason). A change
 * ends the user's older sessions.
 */
export const assignRoleCall = defineCall({
  method: 'POST',
  path: '/users/:userName/roles',
  summary: 'Rol van een gebruiker wijzigen',
  tags: ['gebruikers'],
  params: userNameParam,
  body: rolesBody,
  status: 200,
  response: z.object({ userName: z.string(), roles: z.array(z.string()) }),
  errors: [400, 401, 403, 404],
});

/**
 * The Registratielink Genereren form as the specification sends it. The company
 * comes first, so an empty form says "Selecteer eerst een bedrijf" as the screen does.
 * companyName and tenant are informative: the company is companyId's, the tenant the token's.
 */
export const invitationBody = z.object({
  companyIdRequestDto: z.object({
    companyId: chosenId('Selecteer eerst een bedrijf'),
    firstName: requiredLine(INVITATION_REQUIRED_MESSAGE, 100),
    lastName: requiredLine(INVITATION_REQUIRED_MESSAGE, 100),
  }),
  userDTO: z.object({
    email: requiredEmail(INVITATION_REQUIRED_MESSAGE),
    roles: oneRole(INVITATION_REQUIRED_MESSAGE),
    companyName: optionalLine(200),
    tenant: optionalLine(200),
  }),
});
export type InvitationInput = z.output<typeof invitationBody>;

export const invitation = z.object({
  email: z.string(),
  companyId: idOut,
  roles: z.array(z.string()),
  /** The employee record the invitation made or reuses; null for roles without one. */
  employeeId: idOut.nullable(),
  /** When the links stop working (7 days), ISO 8601. */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/**
 * POST /api/users/generate-registration-links: mails the invitee a link to
 * create a sign-in and, for staff roles, first a link to complete the employee profile, whose
 * record it creates. One more employee must fit the plan: otherwise 403 EMPLOYEE_LIMIT with
 * the specification's English text `Employee limit exceeded. Current: N, Allowed: M`, which the
 * web app translates. An address in use answers 409 EMAIL_IN_USE.
 */
export const createInvitationCall = defineCall({
  method: 'POST',
  path: '/users/generate-registration-links',
  summary: 'Registratielinks genereren en mailen',
  tags: ['gebruikers'],
  body: invitationBody,
  idempotent: true,
  status: 201,
  response: invitation,
  errors: [400, 401, 403, 404, 409],
});

/**
 * POST /api/users/{userName}/password-reset (the Gebruikersbeheer dialog's Wachtwoord
 * Resetten): mails the user a reset link (1 hour, single use). 404 "Gebruiker niet gevonden."
 * for a user out of reach; 400 when the account has no e-mail address.
 */
export const requestPasswordResetCall = defineCall({
  method: 'POST',
  path: '/users/:userName/password-reset',
  summary: 'Wachtwoord-resetlink mailen naar een gebruiker',
  tags: ['gebruikers'],
  params: userNameParam,
  status: 200,
  response: z.object({ email: z.string(), expiresAt: z.string() }),
  errors: [400, 401, 403, 404],
});

/**
 * DELETE /api/users/delete/{email}: deletes the account (not the employee).
 * 404 when there is none, which the web app treats as done; 403 for oneself, for a user ranked
 * above the caller and for the tenant's last EIGENAAR or EINDBAAS.
 */
export const deleteUserCall = defineCall({
  method: 'DELETE',
  path: '/users/delete/:email',
  summary: 'Gebruikersaccount verwijderen',
  tags: ['gebruikers'],
  params: z.object({ email: line().trim().min(1).max(254) }),
  status: 200,
  response: z.object({ userName: z.string(), email: z.string() }),
  errors: [400, 401, 403, 404],
});

export const changeEmailBody = z.object({ newEmail: requiredEmail('Ongeldig e-mailadres') });

/**
 * PUT /api/users/{userName}/email: the account's new address; 409
 * EMAIL_IN_USE "Het e-mailadres is al in gebruik." when another account has it.
 */
export const changeEmailCall = defineCall({
  method: 'PUT',
  path: '/users/:userName/email',
  summary: 'E-mailadres van een gebruikersaccount wijzigen',
  tags: ['gebruikers'],
  params: userNameParam,
  body: changeEmailBody,
  status: 200,
  response: z.object({ userName: z.string(), email: z.string() }),
  errors: [400, 401, 403, 404, 409],
});
