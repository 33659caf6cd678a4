import { z } from 'zod';
import { defineCall } from './call';
import { chosenId } from './fields';
import { id, idOut } from './ids';

/** The specification's message for minutes out of range (docs/screens.md#penalty-settings); the web shows it. */
export const PENALTY_MINUTES_MESSAGE = 'Penalty moet tussen 0 en 60 minuten zijn.';

/** What a company without a settings row gets (docs/screens.md#penalty-settings). */
export const DEFAULT_PENALTY = { applyPenalty: true, penaltyMinutes: 15 } as const;

/** A company's late check-in penalty (docs/calculations.md#late-penalty). */
export const penaltySettings = z.object({
  companyId: idOut,
  applyPenalty: z.boolean(),
  penaltyMinutes: z.int().min(0).max(60),
});
export type PenaltySettings = z.infer<typeof penaltySettings>;

/**
 * The settings form (docs/screens.md#penalty-settings): whole minutes from 0 to 60 (the form sends an empty
 * input as 0). companyId repeats the address's company, as the specification sends it; a
 * different one is refused.
 */
export const penaltySettingsBody = z.object({
  companyId: chosenId('Selecteer eerst een bedrijf'),
  applyPenalty: z.boolean({ error: 'Kies of de penalty wordt toegepast (ja of nee).' }),
  penaltyMinutes: z
    .number({ error: PENALTY_MINUTES_MESSAGE })
    .int(PENALTY_MINUTES_MESSAGE)
    .min(0, PENALTY_MINUTES_MESSAGE)
    .max(60, PENALTY_MINUTES_MESSAGE),
});
export type PenaltySettingsInput = z.output<typeof penaltySettingsBody>;

/** GET /api/settings/company: the settings of every company in reach, by name. */
export const penaltySettingsListCall = defineCall({
  method: 'GET',
  path: '/settings/company',
  summary: 'Penalty-instellingen van alle bedrijven',
  tags: ['instellingen'],
  status: 200,
  response: z.array(penaltySettings),
  errors: [401, 403],
});

/** GET /api/settings/company/{companyId}: one company's settings, the defaults when unsaved. */
export const penaltySettingsCall = defineCall({
  method: 'GET',
  path: '/settings/company/:companyId',
  summary: 'Penalty-instellingen van een bedrijf',
  tags: ['instellingen'],
  params: z.object({ companyId: id }),
  status: 200,
  response: penaltySettings,
  errors: [400, 401, 403, 404],
});

/** POST /api/settings/company/{companyId}: saves (creates or replaces) and answers the settings. */
export const savePenaltySettingsCall = defineCall({
  method: 'POST',
  path: '/settings/company/:companyId',
  summary: 'Penalty-instellingen opslaan',
  tags: ['instellingen'],
  params: z.object({ companyId: id }),
  body: penaltySettingsBody,
  status: 200,
  response: penaltySettings,
  errors: [400, 401, 403, 404],
});
