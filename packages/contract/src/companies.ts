import { z } from 'zod';
import { defineCall } from './call';
import { optionalLine, requiredEmail, requiredLine } from './fields';
import { id, idOut } from './ids';
import { storedOr } from './stored-value';
import { line } from './text';

/** A company's time zone when none is given; also the column's default. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/**
 * The IANA name of a time zone as the runtime knows it ('europe/amsterdam' →
 * 'Europe/Amsterdam', 'US/Pacific' → 'America/Los_Angeles'), or null for an unknown zone.
 * Offsets such as '+01:00' are refused: a fixed offset knows no summer time.
 */
function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone, stored under its canonical name; blank means the default. */
const timeZone = line()
  .trim()
  .max(64, 'mag hoogstens 64 tekens lang zijn')
  .transform(
    storedOr(
      (value: string) =>
        value === '' ? DEFAULT_TIME_ZONE : (canonicalTimeZone(value) ?? undefined),
      'Onbekende tijdzone. Kies een IANA-tijdzone zoals Europe/Amsterdam.',
    ),
  );

/** The specification's one message for both required fields (docs/screens.md#company-management). */
export const COMPANY_REQUIRED_MESSAGE = 'Bedrijfsnaam en e-mailadres zijn verplicht';

/**
 * The create and edit form (docs/screens.md#company-management): name and e-mail required, the optional fields
 * stored as null when empty. Without timeZone a new company gets Europe/Amsterdam and an edit
 * keeps the zone it had: the specification's form does not send one, and saving the address
 * must not move a company's clock.
 */
export const companyBody = z.object({
  companyName: requiredLine(COMPANY_REQUIRED_MESSAGE, 200),
  emailAddress: requiredEmail(COMPANY_REQUIRED_MESSAGE),
  phoneNumber: optionalLine(50),
  address: optionalLine(200),
  city: optionalLine(100),
  timeZone: timeZone.optional().meta({
    description: 'IANA-tijdzone. Zonder: Europe/Amsterdam bij aanmaken, ongewijzigd bij bijwerken.',
  }),
});
export type CompanyInput = z.output<typeof companyBody>;

/** A company as the API answers it (plus its time zone). */
export const company = z.object({
  companyId: idOut,
  companyName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  timeZone: z.string(),
});
export type Company = z.infer<typeof company>;

/**
 * GET /api/companies: the companies the caller may act for, by name —
 * every company of the tenant for tenant-wide roles, their own for the others (docs/roles-and-policies.md#company-reach).
 */
export const companiesCall = defineCall({
  method: 'GET',
  path: '/companies',
  summary: 'Bedrijven waarvoor de gebruiker mag werken',
  tags: ['bedrijven'],
  status: 200,
  response: z.array(company),
  errors: [401, 403],
});

/**
 * POST /api/companies/create: needs plan tier pro, and one more company must fit the plan
 * (403 PLAN_REQUIRED for both); a name already in use is 409.
 */
export const createCompanyCall = defineCall({
  method: 'POST',
  path: '/companies/create',
  summary: 'Bedrijf aanmaken (Pro-abonnement)',
  tags: ['bedrijven'],
  body: companyBody,
  idempotent: true,
  status: 201,
  response: company,
  errors: [400, 401, 403, 409],
});

/** PUT /api/companies/{id}: the same form; needs plan tier pro. */
export const updateCompanyCall = defineCall({
  method: 'PUT',
  path: '/companies/:id',
  summary: 'Bedrijf bijwerken (Pro-abonnement)',
  tags: ['bedrijven'],
  params: z.object({ id }),
  body: companyBody,
  status: 200,
  response: company,
  errors: [400, 401, 403, 404, 409],
});

/**
 * DELETE /api/companies/{id}: needs plan tier pro. Refused (409, saying what is left) while
 * employees (archived ones too), time records, shifts, users, corrections or saved wage
 * costs belong to it, and for the tenant's last company. Never a cascade of wage data.
 */
export const deleteCompanyCall = defineCall({
  method: 'DELETE',
  path: '/companies/:id',
  summary: 'Bedrijf verwijderen (Pro-abonnement)',
  tags: ['bedrijven'],
  params: z.object({ id }),
  status: 200,
  response: z.object({ companyId: idOut }),
  errors: [400, 401, 403, 404, 409],
});
