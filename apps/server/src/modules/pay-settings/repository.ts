import { HOLIDAY_KEYS, type SurchargeBandInput } from '@klokwerk/contract/pay-settings';
import type { HolidayKey } from '@klokwerk/domain/dutch-holidays';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  type PaySettingsRow,
  paySettings,
  type SurchargeBandRow,
  surchargeBands,
} from '../../db/schema/index';
import type { TenantContext, TenantScope } from '../../tenancy/tenant-context';

/** What a read needs: whose rows, and the transaction (a request's context is one). */
export type ReadScope = Pick<TenantScope, 'tenantId' | 'tx'>;

export type StoredSettings = Omit<PaySettingsRow, 'tenantId' | 'id' | 'updatedAt' | 'updatedBy'>;

export type SettingsRow = Omit<PaySettingsRow, 'paidHolidays'> & { paidHolidays: HolidayKey[] };

/** The holiday keys of a stored row, read with their schema rather than trusted. */
const storedHolidayKeys = z.array(z.enum(HOLIDAY_KEYS));

/** The company's saved settings row, or null while the defaults apply. */
export async function settingsRow(
  scope: ReadScope,
  companyId: number,
): Promise<SettingsRow | null> {
  const [row] = await scope.tx
    .select()
    .from(paySettings)
    .where(and(eq(paySettings.tenantId, scope.tenantId), eq(paySettings.companyId, companyId)));
  return row ? { ...row, paidHolidays: storedHolidayKeys.parse(row.paidHolidays) } : null;
}

/** The company's bands in their order. */
export function bandRows(scope: ReadScope, companyId: number): Promise<SurchargeBandRow[]> {
  return scope.tx
    .select()
    .from(surchargeBands)
    .where(
      and(eq(surchargeBands.tenantId, scope.tenantId), eq(surchargeBands.companyId, companyId)),
    )
    .orderBy(asc(surchargeBands.position), asc(surchargeBands.id));
}

/** Creates or replaces the company's settings row. */
export async function saveSettingsRow(
  ctx: TenantContext,
  values: StoredSettings,
  now: Date,
): Promise<void> {
  const row = { ...values, updatedAt: now, updatedBy: ctx.actor.userId };
  await ctx.tx
    .insert(paySettings)
    .values({ tenantId: ctx.tenantId, ...row })
    .onConflictDoUpdate({ target: [paySettings.tenantId, paySettings.companyId], set: row });
}

/**
 * Makes the company's bands the given list, in its order: a band with an id keeps it (the
 * caller checked that it is this company's), the others are added, the ones left out removed.
 */
export async function replaceBands(
  ctx: TenantContext,
  companyId: number,
  bands: readonly SurchargeBandInput[],
): Promise<void> {
  const ofCompany = and(
    eq(surchargeBands.tenantId, ctx.tenantId),
    eq(surchargeBands.companyId, companyId),
  );
  const kept = bands.flatMap((band) => (band.bandId === null ? [] : [band.bandId]));
  await ctx.tx
    .delete(surchargeBands)
    .where(kept.length > 0 ? and(ofCompany, notInArray(surchargeBands.id, kept)) : ofCompany);
  for (const [position, { bandId, ...band }] of bands.entries()) {
    const values = { ...band, position };
    if (bandId === null) {
      await ctx.tx.insert(surchargeBands).values({ tenantId: ctx.tenantId, companyId, ...values });
    } else {
      await ctx.tx
        .update(surchargeBands)
        .set(values)
        .where(and(ofCompany, eq(surchargeBands.id, bandId)));
    }
  }
}
