import { z } from 'zod';
import { dayOut } from './calendar-day';
import { defineCall } from './call';
import { requiredLine } from './fields';
import { id, idOut } from './ids';
import { monthOfCompany, monthState } from './month-closing';

export const PAYROLL_MESSAGES = {
  debtorNumber: 'Vul het debiteurnummer in: alleen cijfers, hoogstens 10.',
  companyNumber: 'Vul het bedrijfsnummer in: alleen cijfers, hoogstens 10.',
  hoursCode:
    'Vul de urencode voor gewerkte uren in, bijvoorbeeld U2100: een letter gevolgd door letters of cijfers, hoogstens 10 tekens.',
  vacationCode:
    'Vul de code voor vakantie-uren in: een letter gevolgd door letters of cijfers, hoogstens 10 tekens.',
  specialLeaveCode:
    'Vul de code voor bijzonder verlof in: een letter gevolgd door letters of cijfers, hoogstens 10 tekens.',
  unpaidLeaveCode:
    'Vul de code voor onbetaald verlof in: een letter gevolgd door letters of cijfers, hoogstens 10 tekens.',
  sickCode:
    'Vul de code voor ziekte-uren in: een letter gevolgd door letters of cijfers, hoogstens 10 tekens.',
  sameAsHoursCode:
    'Kies een andere code dan de urencode: Nmbrs boekt elke code in een eigen kolom.',
  format: "Kies het formaat 'json', 'nmbrs' of 'csv'.",
  missingSettings:
    'Vul eerst de salarisinstellingen van dit bedrijf in (debiteurnummer, bedrijfsnummer en urencode); zonder die gegevens leest Nmbrs het bestand niet in.',
} as const;

const DIGITS = /^[0-9]{1,10}$/;
/** A payroll hours code (Nmbrs "urencode"): a letter, then letters or digits, at most 10. */
export const HOURS_CODE = /^[A-Z][A-Z0-9]{0,9}$/;

/**
 * The codes leave and sick hours are exported under until a company sets its own
 * (docs/payroll-export.md#pay-codes).
 */
export const DEFAULT_ABSENCE_CODES = {
  vacationCode: 'VAKANTIE',
  specialLeaveCode: 'BIJZVERLOF',
  unpaidLeaveCode: 'ONBETAALD',
  sickCode: 'ZIEKTE',
} as const;

/**
 * A company's payroll settings: the numbers by which Visma Nmbrs knows the customer
 * (Debiteurnr) and the company (Bedrijfnr), the hours code under which paid hours are
 * imported (e.g. U2100, "gewerkte uren"), null until saved; and the codes of leave per type
 * and of sick hours, the defaults until saved.
 */
export const payrollSettings = z.object({
  companyId: idOut,
  debtorNumber: z.string().nullable(),
  companyNumber: z.string().nullable(),
  hoursCode: z.string().nullable(),
  vacationCode: z.string(),
  specialLeaveCode: z.string(),
  unpaidLeaveCode: z.string(),
  sickCode: z.string(),
});
export type PayrollSettings = z.infer<typeof payrollSettings>;

/** A code of the export: stored in capitals, a letter then letters or digits. */
const payCode = (message: string) =>
  requiredLine(message, 10)
    .transform((value) => value.toUpperCase())
    .refine((value) => HOURS_CODE.test(value), message);

/**
 * The settings form: the numbers and the hours code required, the leave and sick codes
 * optional (left out: the saved ones, else the defaults); codes are stored in capitals.
 */
export const payrollSettingsBody = z
  .object({
    debtorNumber: requiredLine(PAYROLL_MESSAGES.debtorNumber, 10).refine(
      (value) => DIGITS.test(value),
      PAYROLL_MESSAGES.debtorNumber,
    ),
    companyNumber: requiredLine(PAYROLL_MESSAGES.companyNumber, 10).refine(
      (value) => DIGITS.test(value),
      PAYROLL_MESSAGES.companyNumber,
    ),
    hoursCode: payCode(PAYROLL_MESSAGES.hoursCode),
    vacationCode: payCode(PAYROLL_MESSAGES.vacationCode).optional(),
    specialLeaveCode: payCode(PAYROLL_MESSAGES.specialLeaveCode).optional(),
    unpaidLeaveCode: payCode(PAYROLL_MESSAGES.unpaidLeaveCode).optional(),
    sickCode: payCode(PAYROLL_MESSAGES.sickCode).optional(),
  })
  .superRefine((body, ctx) => {
    // A leave or sick code equal to the hours code would give the sheet two columns of one name.
    for (const field of [
      'vacationCode',
      'specialLeaveCode',
      'unpaidLeaveCode',
      'sickCode',
    ] as const) {
      if (body[field] !== undefined && body[field] === body.hoursCode) {
        ctx.addIssue({ code: 'custom', message: PAYROLL_MESSAGES.sameAsHoursCode, path: [field] });
      }
    }
  });
export type PayrollSettingsInput = z.output<typeof payrollSettingsBody>;

const companyParams = z.object({ companyId: id });

/** GET /api/payroll/settings/{companyId} (money roles, company in reach). */
export const payrollSettingsCall = defineCall({
  method: 'GET',
  path: '/payroll/settings/:companyId',
  summary: 'Salarisinstellingen van een bedrijf (Nmbrs-nummers en urencode)',
  tags: ['salarisexport'],
  params: companyParams,
  status: 200,
  response: payrollSettings,
  errors: [400, 401, 403, 404],
});

/** PUT /api/payroll/settings/{companyId}: saves and answers the settings; audited. */
export const savePayrollSettingsCall = defineCall({
  method: 'PUT',
  path: '/payroll/settings/:companyId',
  summary: 'Salarisinstellingen opslaan',
  tags: ['salarisexport'],
  params: companyParams,
  body: payrollSettingsBody,
  status: 200,
  response: payrollSettings,
  errors: [400, 401, 403, 404],
});

export const PAYROLL_FORMATS = ['json', 'nmbrs', 'csv'] as const;

export const payrollExportQuery = z.object({
  ...monthOfCompany(),
  format: z.enum(PAYROLL_FORMATS, { error: PAYROLL_MESSAGES.format }).default('json'),
});
export type PayrollExportQuery = z.output<typeof payrollExportQuery>;

/**
 * What the person exporting should know. The files stay clean; the JSON answer names them in
 * Dutch and a file answer lists their codes in the X-Export-Warnings header.
 */
export const PAYROLL_WARNINGS = [
  /** The month is not closed: its figures may still change. */
  'monthOpen',
  /** Employees with hours but no personeelsnummer; exported with an empty Persnr. */
  'missingPayrollNumbers',
  /** Approved registrations without a clock-out are not in the hours (as in the wage cost). */
  'skippedRecords',
  /** No debtor number, company number or hours code: the Nmbrs file cannot be made. */
  'missingSettings',
] as const;
export type PayrollWarningCode = (typeof PAYROLL_WARNINGS)[number];

/** What the JSON answer says about each warning, in Dutch. */
export const PAYROLL_WARNING_MESSAGES: Record<PayrollWarningCode, string> = {
  monthOpen:
    'Deze maand is nog niet afgesloten: de uren kunnen nog veranderen. Sluit de maand af voordat je het bestand in de salarisadministratie inleest.',
  missingPayrollNumbers:
    'Niet alle medewerkers met uren hebben een personeelsnummer. Hun regels hebben een leeg personeelsnummer en worden bij het inlezen geweigerd; vul de nummers in bij Medewerkers.',
  skippedRecords:
    'Goedgekeurde registraties zonder uitkloktijd tellen niet mee, net als in het loonkostenrapport. Laat er een urencorrectie voor aanvragen en goedkeuren.',
  missingSettings: PAYROLL_MESSAGES.missingSettings,
};

/** The response header of a file answer that lists the warning codes, comma-separated. */
export const PAYROLL_WARNINGS_HEADER = 'x-export-warnings';

/** One employee's month as the Nmbrs sheet holds it. */
export const payrollEmployee = z.object({
  employeeId: idOut,
  payrollNumber: z.string().nullable(),
  name: z.string(),
  /** Days (of the clock-in, company zone) with paid time. */
  days: z.int(),
  /** The wage-cost report's paid time, in whole seconds. */
  paidSeconds: z.int(),
  /** The same in hours as the file holds it: rounded half-up to 2 decimals. */
  hours: z.number(),
  /**
   * The hours report's late penalty, not deducted from the hours (the payroll office decides);
   * null only in a month closed before the export carried it.
   */
  penaltySeconds: z.int().nullable(),
  /** The same in hours, rounded half-up to 2 decimals, as the files hold it. */
  penaltyHours: z.number().nullable(),
  /** Hours per code column (`codeColumns`, in its order), 2 decimals; 0 for none. */
  codeHours: z.array(z.number()),
});

/** One employee's day as the plain CSV holds it. */
export const payrollDay = z.object({
  employeeId: idOut,
  payrollNumber: z.string().nullable(),
  name: z.string(),
  /** 'yyyy-mm-dd': the day of the clock-in in the company's zone. */
  date: dayOut,
  paidSeconds: z.int(),
  /**
   * Hours with 2 decimals, rounded so that an employee's days add up to the month's rounded
   * hours exactly (largest remainders): the two files never disagree.
   */
  hours: z.number(),
  /** The day's late penalty, not deducted; null when the month's closing did not keep it per day. */
  penaltySeconds: z.int().nullable(),
  /** The same in hours, spread over the days as the hours are. */
  penaltyHours: z.number().nullable(),
  /** The day's share of the month's hours per code column, spread as the hours are. */
  codeHours: z.array(z.number()),
});

export const payrollExport = z.object({
  companyId: idOut,
  year: z.int(),
  month: z.int(),
  monthStatus: monthState,
  settings: payrollSettings,
  warnings: z.array(z.object({ code: z.enum(PAYROLL_WARNINGS), message: z.string() })),
  /** Employees with hours in the month but no personeelsnummer. */
  missingPayrollNumbers: z.array(z.object({ employeeId: idOut, name: z.string() })),
  /**
   * The codes besides the paid hours, in the files' order: each surcharge band's (the hours
   * within the band, also in the paid hours), then leave per type and sickness; only codes
   * with hours in the month.
   */
  codeColumns: z.array(z.object({ code: z.string(), label: z.string() })),
  employees: z.array(payrollEmployee),
  days: z.array(payrollDay),
  /** Approved registrations without a clock-out, left out as in the wage-cost report. */
  skippedRecords: z.int(),
});
export type PayrollExport = z.infer<typeof payrollExport>;

/**
 * GET /api/reports/payroll-export?companyId&year&month&format ("Salarisexport"): the month's
 * paid hours per employee, the wage-cost report's own figures. format=json (default) answers
 * the preview with its warnings; format=nmbrs the Visma Nmbrs import sheet for variable wage
 * components (409 without payroll settings); format=csv one line per employee per day for
 * Loket.nl, AFAS and others. Files are text/csv for Dutch Excel (docs/payroll-export.md).
 */
export const payrollExportCall = defineCall({
  method: 'GET',
  path: '/reports/payroll-export',
  summary: 'Salarisexport: betaalde uren per medewerker (JSON, Nmbrs of CSV per dag)',
  tags: ['salarisexport'],
  query: payrollExportQuery,
  status: 200,
  response: payrollExport,
  errors: [400, 401, 403, 404, 409],
});
