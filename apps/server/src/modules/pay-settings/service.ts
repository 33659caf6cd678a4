import {
  clockTime,
  DEFAULT_PAY_SETTINGS,
  PAY_SETTINGS_MESSAGES,
  type PaySettings,
  type PaySettingsInput,
} from '@klokwerk/contract/pay-settings';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import * as repo from './repository';

/**
 * A company's leave and pay settings (docs/leave-and-hours-balance.md): read by the roles of
 * `pay-settings.view`, saved by the settings roles, every save audited with the values before
 * and after. A company without a saved row answers the defaults.
 */

/** The settings as the API answers them: the saved row and bands, or the defaults. */
async function current(ctx: TenantContext, companyId: number): Promise<PaySettings> {
  const [row, bands] = await Promise.all([
    repo.settingsRow(ctx, companyId),
    repo.bandRows(ctx, companyId),
  ]);
  const surchargeBands = bands.map((band) => ({
    bandId: band.id,
    name: band.name,
    kind: band.kind,
    fromTime: band.fromMinute === null ? null : clockTime(band.fromMinute),
    toTime: band.toMinute === null ? null : clockTime(band.toMinute),
    weekdays: band.weekdays,
    percent: band.percent,
    hoursCode: band.hoursCode,
  }));
  if (row === null) return { companyId, ...DEFAULT_PAY_SETTINGS, surchargeBands };
  return {
    companyId,
    saved: true,
    liberationDay: row.liberationDay,
    goodFriday: row.goodFriday,
    paidHolidays: row.paidHolidays,
    extraLeaveUnit: row.extraLeaveUnit,
    extraLeaveDaysPerYear: row.extraLeaveDaysPerYear,
    extraLeaveMinutesPerYear: row.extraLeaveMinutesPerYear,
    fullTimeMinutesPerWeek: row.fullTimeMinutesPerWeek,
    sickHoursBasis: row.sickHoursBasis,
    surchargeBands,
  };
}

/** GET /api/settings/pay/{companyId}: a company in reach; another, unknown or archived is 404. */
export async function settingsOf(ctx: TenantContext, companyId: number): Promise<PaySettings> {
  await zoneOfCompanyInReach(ctx, companyId);
  return current(ctx, companyId);
}

/** What the audit trail keeps: every setting, the bands without their ids. */
function auditValues(settings: PaySettings) {
  const { companyId: _, saved: __, surchargeBands, ...rest } = settings;
  return {
    ...rest,
    surchargeBands: surchargeBands.map(({ bandId: ___, ...band }) => band),
  };
}

/** PUT /api/settings/pay/{companyId}: saves every setting at once; the bands as a whole list. */
export async function saveSettings(
  ctx: TenantContext,
  now: Date,
  companyId: number,
  input: PaySettingsInput,
): Promise<PaySettings> {
  await zoneOfCompanyInReach(ctx, companyId);
  const before = await current(ctx, companyId);
  const known = new Set(before.surchargeBands.map((band) => band.bandId));
  input.surchargeBands.forEach((band, index) => {
    if (band.bandId !== null && !known.has(band.bandId)) {
      throw new AppError(
        'VALIDATION',
        PAY_SETTINGS_MESSAGES.bandUnknown,
        `surchargeBands.${index}.bandId`,
      );
    }
  });
  await repo.saveSettingsRow(
    ctx,
    {
      companyId,
      liberationDay: input.liberationDay,
      goodFriday: input.goodFriday,
      paidHolidays: input.paidHolidays,
      extraLeaveUnit: input.extraLeaveUnit,
      extraLeaveDaysPerYear: input.extraLeaveDaysPerYear ?? null,
      extraLeaveMinutesPerYear: input.extraLeaveMinutesPerYear ?? null,
      fullTimeMinutesPerWeek: input.fullTimeMinutesPerWeek ?? null,
      sickHoursBasis: input.sickHoursBasis,
    },
    now,
  );
  await repo.replaceBands(ctx, companyId, input.surchargeBands);
  const after = await current(ctx, companyId);
  await recordAudit(ctx, {
    action: 'pay-settings.change',
    entity: 'pay_settings',
    entityId: companyId,
    details: { before: auditValues(before), after: auditValues(after) },
  });
  return after;
}
