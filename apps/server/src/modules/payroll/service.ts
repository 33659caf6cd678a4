import {
  DEFAULT_ABSENCE_CODES,
  PAYROLL_MESSAGES,
  PAYROLL_WARNING_MESSAGES,
  type PayrollExport,
  type PayrollExportQuery,
  type PayrollSettings,
  type PayrollSettingsInput,
  type PayrollWarningCode,
} from '@klokwerk/contract/payroll';
import { type AbsenceCodes, type CodeColumn, codeColumns } from '@klokwerk/domain/pay-codes';
import {
  nmbrsCsv,
  nmbrsCsvName,
  type PayrollRows,
  payrollDaysCsv,
  payrollDaysCsvName,
  payrollRows,
} from '@klokwerk/domain/payroll-export';
import { recordAudit } from '../../audit/audit-log';
import type { CsvFile } from '../../http/csv-answer';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { type MonthQuery, reportedMonth } from '../reports/read';
import * as repo from './repository';

function settingsAnswer(companyId: number, stored: repo.StoredSettings | null): PayrollSettings {
  return {
    companyId,
    debtorNumber: stored?.debtorNumber ?? null,
    companyNumber: stored?.companyNumber ?? null,
    hoursCode: stored?.hoursCode ?? null,
    ...codesOf(stored),
  };
}

type Codes = Pick<
  repo.StoredSettings,
  'vacationCode' | 'specialLeaveCode' | 'unpaidLeaveCode' | 'sickCode'
>;

/** The leave and sick codes: the saved ones, else the defaults. */
function codesOf(stored: Codes | null): Codes {
  return {
    vacationCode: stored?.vacationCode ?? DEFAULT_ABSENCE_CODES.vacationCode,
    specialLeaveCode: stored?.specialLeaveCode ?? DEFAULT_ABSENCE_CODES.specialLeaveCode,
    unpaidLeaveCode: stored?.unpaidLeaveCode ?? DEFAULT_ABSENCE_CODES.unpaidLeaveCode,
    sickCode: stored?.sickCode ?? DEFAULT_ABSENCE_CODES.sickCode,
  };
}

function absenceCodes(codes: Codes): AbsenceCodes {
  return {
    leave: {
      vakantie: codes.vacationCode,
      bijzonder: codes.specialLeaveCode,
      onbetaald: codes.unpaidLeaveCode,
    },
    sick: codes.sickCode,
  };
}

/** GET /api/payroll/settings/{companyId}: all null until saved; 404 for a company out of reach. */
export async function payrollSettings(
  ctx: TenantContext,
  companyId: number,
): Promise<PayrollSettings> {
  await zoneOfCompanyInReach(ctx, companyId);
  return settingsAnswer(companyId, await repo.settingsOf(ctx, companyId));
}

/** PUT /api/payroll/settings/{companyId}: the numbers decide whose books the hours land in. */
export async function savePayrollSettings(
  ctx: TenantContext,
  now: Date,
  companyId: number,
  input: PayrollSettingsInput,
): Promise<PayrollSettings> {
  await zoneOfCompanyInReach(ctx, companyId);
  const before = await repo.settingsOf(ctx, companyId);
  // A form that leaves the leave and sick codes out keeps them as they were.
  const after: repo.StoredSettings = {
    debtorNumber: input.debtorNumber,
    companyNumber: input.companyNumber,
    hoursCode: input.hoursCode,
    ...codesOf(before),
    ...definedCodes(input),
  };
  await repo.saveSettings(ctx, companyId, after, now);
  await recordAudit(ctx, {
    action: 'payroll.settings.change',
    entity: 'payroll_settings',
    entityId: companyId,
    details: { before, after: { ...after } },
  });
  return settingsAnswer(companyId, after);
}

/** The codes the input names, without the ones it leaves out. */
function definedCodes(input: PayrollSettingsInput): Partial<Codes> {
  const codes: Partial<Codes> = {};
  if (input.vacationCode !== undefined) codes.vacationCode = input.vacationCode;
  if (input.specialLeaveCode !== undefined) codes.specialLeaveCode = input.specialLeaveCode;
  if (input.unpaidLeaveCode !== undefined) codes.unpaidLeaveCode = input.unpaidLeaveCode;
  if (input.sickCode !== undefined) codes.sickCode = input.sickCode;
  return codes;
}

/** What an export is made of: the rows, the settings, the month's state and the warnings. */
export interface PayrollMonth {
  answer: PayrollExport;
  rows: PayrollRows;
  settings: repo.StoredSettings | null;
  columns: CodeColumn[];
}

/**
 * The month's paid hours per employee and day, with the late penalty beside them. A closed
 * month's are those kept by its closing; an open month's are counted now by month-figures, with
 * the wage-cost report's, so the export and the report never disagree.
 */
async function payrollMonth(ctx: TenantContext, query: MonthQuery): Promise<PayrollMonth> {
  const { figures, state: monthStatus } = await reportedMonth(ctx, query, null);
  // A month closed before closings kept the penalty per day has it per employee only.
  const monthPenalties = new Map(figures.hours.rows.map((r) => [r.employeeId, r.penaltySeconds]));
  const settings = await repo.settingsOf(ctx, query.companyId);
  const { bands, days } = figures.payCodes;
  const columns = codeColumns(days, bands, absenceCodes(codesOf(settings)));
  const rows = payrollRows(
    figures.paidDays,
    await repo.payrollPeople(ctx, query.companyId),
    monthPenalties,
    days,
    columns,
  );
  const missing = rows.employees.filter((e) => e.payrollNumber === null);
  const skippedRecords = figures.wageCost.skippedRecords;
  const codes: PayrollWarningCode[] = [];
  if (!monthStatus.closed) codes.push('monthOpen');
  if (missing.length > 0) codes.push('missingPayrollNumbers');
  if (skippedRecords > 0) codes.push('skippedRecords');
  if (settings === null) codes.push('missingSettings');
  const hours = (hundredths: number) => hundredths / 100;
  return {
    rows,
    settings,
    columns,
    answer: {
      companyId: query.companyId,
      year: query.year,
      month: query.month,
      monthStatus,
      settings: settingsAnswer(query.companyId, settings),
      warnings: codes.map((code) => ({ code, message: PAYROLL_WARNING_MESSAGES[code] })),
      missingPayrollNumbers: missing.map((e) => ({ employeeId: e.employeeId, name: e.name })),
      codeColumns: columns.map(({ code, label }) => ({ code, label })),
      employees: rows.employees.map((e) => ({
        employeeId: e.employeeId,
        payrollNumber: e.payrollNumber,
        name: e.name,
        days: e.days,
        paidSeconds: e.paidSeconds,
        hours: hours(e.hundredths),
        penaltySeconds: e.penaltySeconds,
        penaltyHours: e.penaltyHundredths === null ? null : hours(e.penaltyHundredths),
        codeHours: e.codes.map(hours),
      })),
      days: rows.days.map((d) => ({
        employeeId: d.employeeId,
        payrollNumber: d.payrollNumber,
        name: d.name,
        date: d.date,
        paidSeconds: d.paidSeconds,
        hours: hours(d.hundredths),
        penaltySeconds: d.penaltySeconds,
        penaltyHours: d.penaltyHundredths === null ? null : hours(d.penaltyHundredths),
        codeHours: d.codes.map(hours),
      })),
      skippedRecords,
    },
  };
}

/** GET /api/reports/payroll-export?format=json: the preview, with its warnings. */
export async function payrollExport(ctx: TenantContext, query: MonthQuery): Promise<PayrollExport> {
  return (await payrollMonth(ctx, query)).answer;
}

/** A file of the export and the warning codes its answer carries in a header. */
export interface PayrollFile extends CsvFile {
  warnings: PayrollWarningCode[];
}

/**
 * The export as a file: the Nmbrs sheet (409 without settings: Nmbrs would not read it) or the
 * plain CSV per employee per day. The files hold data only; the warnings go in a header.
 */
export async function payrollExportFile(
  ctx: TenantContext,
  query: MonthQuery & { format: Exclude<PayrollExportQuery['format'], 'json'> },
): Promise<PayrollFile> {
  const { answer, rows, settings, columns } = await payrollMonth(ctx, query);
  const warnings = answer.warnings.map((w) => w.code);
  if (query.format === 'csv') {
    return {
      fileName: payrollDaysCsvName(query.year, query.month),
      csv: payrollDaysCsv(rows.days, columns),
      warnings: warnings.filter((code) => code !== 'missingSettings'),
    };
  }
  if (settings === null) throw new AppError('CONFLICT', PAYROLL_MESSAGES.missingSettings);
  return {
    fileName: nmbrsCsvName(query.year, query.month),
    csv: nmbrsCsv(rows.employees, settings, query.year, query.month, columns),
    warnings,
  };
}
