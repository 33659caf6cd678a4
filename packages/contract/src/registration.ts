import { isValidBsn, normalizeBsn } from '@klokwerk/domain/bsn';
import { checkPassword } from '@klokwerk/domain/password-policy';
import { normalizePhoneNumber } from '@klokwerk/domain/phone-number';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { z } from 'zod';
import { calendarDay } from './calendar-day';
import { defineCall } from './call';
import { optionalLine, requiredEmail, requiredLine, type TextFields } from './fields';
import { storedOr } from './stored-value';
import { line } from './text';

/**
 * The public calls of the registration and password pages (docs/screens.md). They carry
 * no token: the link's token says who, and `?tenant=` says in which tenant to look for it.
 */

/** The tenant of a link's `?tenant=`, normalised as everywhere (docs/roles-and-policies.md#tenant-isolation). */
function tenantQuery(missingMessage: string) {
  return z.object({
    tenant: requiredLine(missingMessage, 200)
      .transform(normalizeTenantName)
      .refine((key) => key !== '', missingMessage),
  });
}

export const registrationQuery = tenantQuery('Geen tenant opgegeven in de registratielink.');
export const resetQuery = tenantQuery('Geen tenant opgegeven in de resetlink.');

/** The token of a link, as the mail wrote it. */
const tokenParams = z.object({ token: line().min(1).max(200) });

/** What an unknown, expired or used registration link answers (404); the page shows its own text. */
export const INVALID_LINK_MESSAGE = 'Deze registratielink is ongeldig of verlopen.';
export const INVALID_RESET_LINK_MESSAGE = 'Deze resetlink is ongeldig of verlopen.';

/** A new password: the one policy of docs/security.md#passwords, with its Dutch message. */
export function newPassword() {
  return line()
    .nullish()
    .transform((value, ctx) => {
      const check = checkPassword(value ?? '');
      if (!check.ok) {
        ctx.issues.push({ code: 'custom', message: check.message, input: value });
        return z.NEVER;
      }
      return value ?? '';
    });
}

/** Stored in one form, so the kiosk finds the number however it was typed (docs/data-model.md). */
const phoneNumber = requiredLine('Vul het telefoonnummer in.', 50).transform((value, ctx) => {
  const normalised = normalizePhoneNumber(value);
  if (normalised === null) {
    ctx.issues.push({ code: 'custom', message: 'Ongeldig telefoonnummer.', input: value });
    return z.NEVER;
  }
  return normalised;
});

/** Optional; when given, 9 digits that pass the elfproef (docs/roles-and-policies.md#money-and-personal-data). */
const socialSecurityNumber = optionalLine(20).transform(
  storedOr((value: string | null) => {
    if (value === null) return null;
    const digits = normalizeBsn(value);
    return digits !== null && isValidBsn(digits) ? digits : undefined;
  }, 'Ongeldig BSN: een BSN heeft 9 cijfers en moet de elfproef doorstaan.'),
);

/**
 * The employee registration form (docs/screens.md#employee-registration): everything required but the BSN.
 * The e-mail address is the invitation's and cannot be changed; it is sent to be checked.
 */
export const employeeRegistrationBody = z.object({
  firstName: requiredLine('Vul de voornaam in.', 100),
  lastName: requiredLine('Vul de achternaam in.', 100),
  phoneNumber,
  dateOfBirth: requiredLine('Vul de geboortedatum in.', 10).pipe(
    calendarDay('history', 'Vul een geldige geboortedatum in (jjjj-mm-dd).'),
  ),
  address: requiredLine('Vul het adres in.', 200),
  email: requiredEmail('Vul het e-mailadres in.'),
  socialSecurityNumber,
});
export type EmployeeRegistrationInput = z.output<typeof employeeRegistrationBody>;

const invitee = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });

/** A read of an open registration link by its token and ?tenant=, for the page it opens. */
function linkRead<const Path extends `/${string}`, const Response extends z.ZodType>(
  path: Path,
  summary: string,
  response: Response,
) {
  return defineCall({
    method: 'GET',
    path,
    summary,
    tags: ['registratie'],
    params: tokenParams,
    query: registrationQuery,
    status: 200,
    response,
    errors: [400, 403, 404, 429],
  });
}

/** GET /api/employees/register/{token}?tenant=: the open employee link, for the form. */
export const employeeLinkCall = linkRead(
  '/employees/register/:token',
  'Registratielink voor medewerkers controleren',
  invitee,
);

/** GET /api/users/get-employee-email/{token}?tenant=: the employee link's e-mail address. */
export const employeeLinkEmailCall = linkRead(
  '/users/get-employee-email/:token',
  'E-mailadres van een registratielink voor medewerkers',
  z.object({ email: z.string() }),
);

/**
 * POST /api/employees/register/{token}?tenant=: completes the invited employee's profile and
 * uses the link up. A phone number another employee of the company has is 409.
 */
export const registerEmployeeCall = defineCall({
  method: 'POST',
  path: '/employees/register/:token',
  summary: 'Medewerkersprofiel invullen via een registratielink',
  tags: ['registratie'],
  params: tokenParams,
  query: registrationQuery,
  body: employeeRegistrationBody,
  idempotent: true,
  status: 200,
  response: invitee,
  errors: [400, 403, 404, 409, 429],
});

/** GET /api/users/validate-link/{token}?tenant=: whether the account link is open. */
export const userLinkCall = linkRead(
  '/users/validate-link/:token',
  'Registratielink voor een account controleren',
  z.object({ email: z.string(), expiresAt: z.string() }),
);

/** GET /api/users/get-email/{token}?tenant=: the account link's e-mail address. */
export const userLinkEmailCall = linkRead(
  '/users/get-email/:token',
  'E-mailadres van een registratielink voor een account',
  z.object({ email: z.string() }),
);

/** The user registration form (docs/screens.md); the e-mail address is the invitation's. */
export const userRegistrationBody = z.object({
  userName: requiredLine('Vul de gebruikersnaam in.', 100),
  password: newPassword(),
  email: requiredEmail('Vul het e-mailadres in.'),
});
export type UserRegistrationInput = z.output<typeof userRegistrationBody>;

/**
 * POST /api/users/register/{token}?tenant= (docs/screens.md#user-registration): creates the sign-in with
 * the invitation's role and company. 409 USERNAME_IN_USE or EMAIL_IN_USE; a fault of the server
 * is 500 FAILED_TO_REGISTER_USER "Fout bij het registreren van de gebruiker.".
 */
export const registerUserCall = defineCall({
  method: 'POST',
  path: '/users/register/:token',
  summary: 'Account aanmaken via een registratielink',
  tags: ['registratie'],
  params: tokenParams,
  query: registrationQuery,
  body: userRegistrationBody,
  idempotent: true,
  status: 201,
  response: z.object({ userName: z.string(), email: z.string() }),
  errors: [400, 403, 404, 409, 429],
});

export const resetPasswordBody = z.object({ newPassword: newPassword() });

/**
 * POST /api/users/reset-password/{token}?tenant=: sets the new password, ends
 * the user's sessions, lifts a lock-out and uses the link up.
 */
export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/users/reset-password/:token',
  summary: 'Nieuw wachtwoord instellen via een resetlink',
  tags: ['registratie'],
  params: tokenParams,
  query: resetQuery,
  body: resetPasswordBody,
  status: 200,
  response: z.object({ userName: z.string() }),
  errors: [400, 403, 404, 429],
});

/** The forgot-password page's texts (docs/screens.md#forgot-password). */
export const FORGOT_PASSWORD_MESSAGES = {
  /** The specification's text for a company name that is empty once normalised. */
  noCompanyName: 'Geen bedrijfsnaam opgegeven.',
  email: 'Vul je e-mailadres in.',
  /** The one answer, whether or not the company and the address are known (docs/security.md). */
  sent: 'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen. De link werkt 1 uur.',
} as const;

/** The company name as typed, normalised (docs/roles-and-policies.md#tenant-isolation); empty once normalised is refused. */
const companyNameKey = line()
  .max(200, 'mag hoogstens 200 tekens lang zijn')
  .transform(normalizeTenantName)
  .refine((key) => key !== '', FORGOT_PASSWORD_MESSAGES.noCompanyName);

/**
 * Both forms the clients send: `{email, tenantId}`, or `{email}` with the tenant in X-Tenant-ID.
 * tenantId comes out normalised; when the body has none, the server reads the header, and
 * without either it answers 400 "Geen bedrijfsnaam opgegeven." for tenantId.
 */
export const forgotPasswordBody = z.object({
  email: requiredEmail(FORGOT_PASSWORD_MESSAGES.email),
  tenantId: line()
    .trim()
    .max(200, 'mag hoogstens 200 tekens lang zijn')
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const key = normalizeTenantName(value);
      if (key === '') {
        ctx.issues.push({
          code: 'custom',
          message: FORGOT_PASSWORD_MESSAGES.noCompanyName,
          input: value,
        });
        return z.NEVER;
      }
      return key;
    }),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordBody>;

/** The page's form, which always has the company name field (docs/screens.md). */
export const forgotPasswordForm = z.object({
  tenantId: requiredLine(FORGOT_PASSWORD_MESSAGES.noCompanyName, 200).pipe(companyNameKey),
  email: requiredEmail(FORGOT_PASSWORD_MESSAGES.email),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordForm>;
export type ForgotPasswordFields = TextFields<ForgotPasswordForm>;

/**
 * POST /api/users/forgot-password: mails a reset link (1 hour, single use) when
 * the company and the address are known, and always answers the same 200, so the answer tells
 * nobody whether they are. Public; limited per IP address and per e-mail address (429).
 */
export const forgotPasswordCall = defineCall({
  method: 'POST',
  path: '/users/forgot-password',
  summary: 'Resetlink aanvragen voor een vergeten wachtwoord',
  tags: ['registratie'],
  body: forgotPasswordBody,
  status: 200,
  response: z.object({ message: z.string() }),
  errors: [400, 429],
});
