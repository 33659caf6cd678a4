import { z } from 'zod';
import { dayOut, optionalDay, requiredDay } from './calendar-day';
import { defineCall } from './call';
import { chosenId, optionalLine, requiredEmail, requiredLine } from './fields';
import { id, idOut } from './ids';
import { line } from './text';

/**
 * An employee as lists show them (docs/screens.md#employees). Money fields (salary, hoursRating)
 * are present only for roles that may see wages (docs/roles-and-policies.md#money-and-personal-data); the BSN is never in a list.
 */
export const employeeListItem = z.object({
  employeeId: idOut,
  companyId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: dayOut.nullable(),
  address: z.string().nullable(),
  jobTitleId: idOut.nullable(),
  jobTitle: z.object({ id: idOut, name: z.string() }).nullable(),
  startDate: dayOut.nullable(),
  endDate: dayOut.nullable(),
  contractType: z.string().nullable(),
  hoursPerWeek: z.number().nullable(),
  /** Hourly wage in euro. */
  salary: z.number().nullable().optional(),
  /** Multiplier on the hourly wage (employer charges); 1 when not set. */
  hoursRating: z.number().optional(),
  /** The personeelsnummer of the payroll system; like the money fields, for those roles only. */
  payrollNumber: z.string().nullable().optional(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

/**
 * GET /api/employees/company/{companyId}: the employees of one company that
 * are not archived, by last name and then first name. The list every screen builds on.
 */
export const employeesOfCompanyCall = defineCall({
  method: 'GET',
  path: '/employees/company/:companyId',
  summary: 'Medewerkers van een bedrijf',
  tags: ['medewerkers'],
  params: z.object({ companyId: id }),
  status: 200,
  response: z.array(employeeListItem),
  errors: [400, 401, 403, 404],
});

/** Messages of the employee form (docs/screens.md#employees; the two it names are verbatim). */
export const EMPLOYEE_MESSAGES = {
  firstName: 'Vul de voornaam in.',
  lastName: 'Vul de achternaam in.',
  email: 'Vul het e-mailadres in.',
  phoneNumber: 'Vul het telefoonnummer in.',
  phoneNumberInvalid: 'Ongeldig telefoonnummer. Gebruik bijvoorbeeld 06 12 34 56 78.',
  dateOfBirth: 'Vul de geboortedatum in.',
  dateOfBirthFuture: 'De geboortedatum ligt in de toekomst.',
  address: 'Vul het adres in.',
  jobTitleId: 'Ongeldige functie geselecteerd',
  startDate: 'Vul de begindatum in.',
  endDateBeforeStart: 'De einddatum ligt voor de begindatum.',
  contractType: 'Vul het soort contract in.',
  salary: 'Vul het uurloon in.',
  salaryStep: 'Het uurloon mag hoogstens 2 decimalen hebben en niet negatief zijn.',
  hoursPerWeek: 'Vul het aantal uren per week in.',
  hoursPerWeekStep: 'Uren per week gaan per halfuur, van 0 tot 168.',
  hoursPerWeekFromContract:
    'De uren per week volgen uit de contractperioden van deze medewerker. Wijzig ze onder Contract, met een nieuwe periode vanaf de datum van de wijziging.',
  hoursRating: 'De uurwaardering moet groter dan 0 zijn, met hoogstens 3 decimalen.',
  bsn: 'Ongeldig BSN: het nummer voldoet niet aan de elfproef.',
  payrollNumber:
    'Een personeelsnummer is hoogstens 20 tekens: letters, cijfers, punt, streepje of liggend streepje, en begint met een letter of cijfer.',
  payrollNumberTaken:
    'Dit personeelsnummer is al in gebruik bij een andere medewerker van dit bedrijf.',
} as const;

/** How a personeelsnummer may look: safe in every payroll system's import and in a CSV cell. */
const PAYROLL_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;

/** A number as a plain input holds it: '14', '14.25' or the Dutch '14,25'. */
const DECIMAL = /^[0-9]{1,12}(?:[.,][0-9]{1,6})?$/;

/** A whole multiple of `step` (0.01, 0.5) within floating-point noise. */
function onStep(value: number, step: number): boolean {
  const units = value / step;
  return Math.abs(units - Math.round(units)) < 1e-9;
}

/**
 * A number a form must fill in: a number, or a numeric string from a plain input. Missing,
 * null and '' give `message`; the step and bounds give `invalid`.
 */
function requiredNumber(message: string, invalid: string, rule: (n: number) => boolean) {
  return z
    .union([z.number(), line().trim()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      // Decimal digits with a point or a comma only: Number() would also read '0x10' or '1e3'.
      const n =
        typeof value === 'number'
          ? value
          : DECIMAL.test(value)
            ? Number(value.replace(',', '.'))
            : Number.NaN;
      if (!Number.isFinite(n) || !rule(n)) {
        ctx.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return n;
    });
}

const salary = requiredNumber(
  EMPLOYEE_MESSAGES.salary,
  EMPLOYEE_MESSAGES.salaryStep,
  (n) => n >= 0 && n < 100_000_000 && onStep(n, 0.01),
);
const hoursPerWeek = requiredNumber(
  EMPLOYEE_MESSAGES.hoursPerWeek,
  EMPLOYEE_MESSAGES.hoursPerWeekStep,
  (n) => n >= 0 && n <= 168 && onStep(n, 0.5),
);
const hoursRating = requiredNumber(
  EMPLOYEE_MESSAGES.hoursRating,
  EMPLOYEE_MESSAGES.hoursRating,
  (n) => n > 0 && n < 1000 && onStep(n, 0.001),
);

/**
 * The BSN: absent leaves the stored one as it is (docs/roles-and-policies.md#money-and-personal-data: a PUT without it keeps it),
 * '' or null removes it, anything else must pass the elfproef (checked by the server with
 * packages/domain/bsn; here only its shape, so the message names the field either way).
 */
const socialSecurityNumber = line().trim().max(20, EMPLOYEE_MESSAGES.bsn).nullable().optional();

/**
 * The personeelsnummer, unique within the company among employees that are not
 * archived: absent leaves it as it is (forms written before it existed), '' or null removes it.
 */
const payrollNumber = line()
  .trim()
  .max(20, EMPLOYEE_MESSAGES.payrollNumber)
  .nullable()
  .optional()
  .refine(
    (value) => value === undefined || value === null || value === '' || PAYROLL_NUMBER.test(value),
    EMPLOYEE_MESSAGES.payrollNumber,
  )
  .transform((value) => (value === '' ? null : value));

/** The fields every employee form shares; the phone number is stored normalised by the server. */
const employeeCore = {
  firstName: requiredLine(EMPLOYEE_MESSAGES.firstName, 100),
  lastName: requiredLine(EMPLOYEE_MESSAGES.lastName, 100),
  email: requiredEmail(EMPLOYEE_MESSAGES.email),
};

/**
 * PUT /api/employees/{id} body: the full field set. Everything is required except the BSN,
 * the end date, the hours rating and the hours per week (docs/screens.md#employees): those
 * follow the contract periods once there are any, and a different value is refused then; an
 * employee without periods gets one from the start date and these hours
 * (docs/decisions/028-contracts-and-leave-settings.md).
 */
export const employeeUpdateBody = z
  .object({
    ...employeeCore,
    phoneNumber: requiredLine(EMPLOYEE_MESSAGES.phoneNumber, 30),
    dateOfBirth: requiredDay('history', EMPLOYEE_MESSAGES.dateOfBirth),
    address: requiredLine(EMPLOYEE_MESSAGES.address, 200),
    jobTitleId: chosenId(EMPLOYEE_MESSAGES.jobTitleId),
    startDate: requiredDay('history', EMPLOYEE_MESSAGES.startDate),
    endDate: optionalDay('history'),
    contractType: requiredLine(EMPLOYEE_MESSAGES.contractType, 100),
    salary,
    hoursPerWeek: hoursPerWeek.optional(),
    hoursRating: hoursRating.optional(),
    socialSecurityNumber,
    payrollNumber,
  })
  .refine((e) => e.endDate === null || e.endDate >= e.startDate, {
    message: EMPLOYEE_MESSAGES.endDateBeforeStart,
    path: ['endDate'],
  });
export type EmployeeUpdate = z.output<typeof employeeUpdateBody>;

/**
 * POST /api/employees body (beyond the specification): a manager adds someone directly, often
 * kitchen staff who only use the kiosk. Names, e-mail and company are required; the rest may
 * follow later (the card then says "Incompleet profiel").
 */
export const employeeCreateBody = z
  .object({
    companyId: chosenId('Selecteer eerst een bedrijf'),
    ...employeeCore,
    phoneNumber: optionalLine(30),
    dateOfBirth: optionalDay('history'),
    address: optionalLine(200),
    jobTitleId: z
      .union([z.number(), line(), z.null()], { error: EMPLOYEE_MESSAGES.jobTitleId })
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value))
      .pipe(id.nullable()),
    startDate: optionalDay('history'),
    endDate: optionalDay('history'),
    contractType: optionalLine(100),
    salary: salary.nullable().optional(),
    hoursPerWeek: hoursPerWeek.nullable().optional(),
    hoursRating: hoursRating.optional(),
    socialSecurityNumber,
    payrollNumber,
  })
  .refine((e) => e.endDate === null || e.startDate === null || e.endDate >= e.startDate, {
    message: EMPLOYEE_MESSAGES.endDateBeforeStart,
    path: ['endDate'],
  });
export type EmployeeCreate = z.output<typeof employeeCreateBody>;

const employeeIdParams = z.object({ employeeId: id });

/** POST /api/employees: a new employee without an account; answers it as the list shows it. */
export const createEmployeeCall = defineCall({
  method: 'POST',
  path: '/employees',
  summary: 'Medewerker toevoegen (zonder account)',
  tags: ['medewerkers'],
  body: employeeCreateBody,
  idempotent: true,
  status: 201,
  response: employeeListItem,
  errors: [400, 401, 403, 404, 409],
});

/** PUT /api/employees/{employeeId}. */
export const updateEmployeeCall = defineCall({
  method: 'PUT',
  path: '/employees/:employeeId',
  summary: 'Medewerker bijwerken',
  tags: ['medewerkers'],
  params: employeeIdParams,
  body: employeeUpdateBody,
  status: 200,
  response: employeeListItem,
  errors: [400, 401, 403, 404, 409],
});

/**
 * DELETE /api/employees/{employeeId}. An employee with time records is archived
 * instead (docs/data-model.md#archived-employees: hidden from lists, kiosk and roster, the user account removed, the hours
 * kept for the reports); `archived` says which happened, `message` says it in Dutch.
 */
export const deleteEmployeeCall = defineCall({
  method: 'DELETE',
  path: '/employees/:employeeId',
  summary: 'Medewerker verwijderen (of archiveren als er uren zijn)',
  tags: ['medewerkers'],
  params: employeeIdParams,
  status: 200,
  response: z.object({ employeeId: idOut, archived: z.boolean(), message: z.string() }),
  errors: [400, 401, 403, 404],
});

/**
 * GET /api/employees/{employeeId}/bsn: the BSN itself, only for the roles of docs/roles-and-policies.md#money-and-personal-data, and
 * every view is written to the audit log; null when none is stored.
 */
export const employeeBsnCall = defineCall({
  method: 'GET',
  path: '/employees/:employeeId/bsn',
  summary: 'BSN van een medewerker inzien (wordt vastgelegd)',
  tags: ['medewerkers'],
  params: employeeIdParams,
  status: 200,
  response: z.object({ socialSecurityNumber: z.string().nullable() }),
  errors: [400, 401, 403, 404],
});
