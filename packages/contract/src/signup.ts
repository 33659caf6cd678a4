import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { z } from 'zod';
import { defineCall } from './call';
import { requiredEmail, requiredLine } from './fields';
import { newPassword } from './registration';

/** The texts of the trial sign-up (/aanmelden); the password's are the policy's own. */
export const SIGNUP_MESSAGES = {
  companyName: 'Vul de bedrijfsnaam in.',
  firstName: 'Vul je voornaam in.',
  lastName: 'Vul je achternaam in.',
  email: 'Vul je e-mailadres in.',
  userName: 'Kies een gebruikersnaam.',
  /** 409: the name, once normalised, is another customer's (also "Café De Haven" vs "cafe de haven"). */
  companyNameTaken:
    'Er bestaat al een account voor deze bedrijfsnaam. Log in of kies een andere naam.',
  /** 409: the demo's and the platform's own names. */
  companyNameReserved: 'Deze bedrijfsnaam is gereserveerd. Kies een andere naam.',
} as const;

export const signupBody = z.object({
  /**
   * The name the company signs in with. Its normalised form is the account's key (docs/roles-and-policies.md#tenant-isolation),
   * so a name of only symbols is as good as empty.
   */
  companyName: requiredLine(SIGNUP_MESSAGES.companyName, 200).refine(
    (value) => normalizeTenantName(value) !== '',
    SIGNUP_MESSAGES.companyName,
  ),
  firstName: requiredLine(SIGNUP_MESSAGES.firstName, 100),
  lastName: requiredLine(SIGNUP_MESSAGES.lastName, 100),
  email: requiredEmail(SIGNUP_MESSAGES.email),
  userName: requiredLine(SIGNUP_MESSAGES.userName, 100),
  password: newPassword(),
});
export type SignupInput = z.output<typeof signupBody>;
export type SignupForm = z.input<typeof signupBody>;

/**
 * POST /api/signup: a new customer account on a 30-day trial of the Basis plan ("Proefperiode")
 * with its first company and an EIGENAAR, who is signed in at once: the answer is that of
 * POST /api/login. 409 with field companyName when the normalised name is taken or reserved.
 * Public; a few sign-ups per IP address per hour (429 beyond).
 */
export const signupCall = defineCall({
  method: 'POST',
  path: '/signup',
  summary: 'Proefaccount aanmaken en inloggen',
  tags: ['openbaar'],
  body: signupBody,
  idempotent: true,
  status: 201,
  response: z.object({ token: z.string() }),
  errors: [400, 409, 429],
});
