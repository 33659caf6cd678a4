import type { PenaltySettings, PenaltySettingsInput } from '@klokwerk/contract/penalty-settings';
import { isTenantWide } from '@klokwerk/domain/roles';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

/** The settings of every company the caller may act for (docs/roles-and-policies.md). */
export async function settingsInReach(ctx: TenantContext): Promise<PenaltySettings[]> {
  if (isTenantWide(ctx.actor.role)) return repo.listSettings(ctx, null);
  if (ctx.actor.companyId === null) return [];
  return repo.listSettings(ctx, ctx.actor.companyId);
}

export async function settingsOf(ctx: TenantContext, companyId: number): Promise<PenaltySettings> {
  assertCompanyInReach(ctx, companyId);
  const [settings] = await repo.listSettings(ctx, companyId);
  if (!settings) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return settings;
}

export async function saveSettings(
  ctx: TenantContext,
  companyId: number,
  input: PenaltySettingsInput,
): Promise<PenaltySettings> {
  // The address names the company; a body that names another one is a confused client.
  if (input.companyId !== companyId) {
    throw new AppError(
      'VALIDATION',
      'Ongeldige invoer voor companyId: het bedrijf in de aanvraag verschilt van het bedrijf in het adres.',
      'companyId',
    );
  }
  assertCompanyInReach(ctx, companyId);
  const saved = await repo.saveSettings(ctx, input);
  if (!saved) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return saved;
}
