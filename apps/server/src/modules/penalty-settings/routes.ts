import {
  penaltySettingsCall,
  penaltySettingsListCall,
  savePenaltySettingsCall,
} from '@klokwerk/contract/penalty-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { saveSettings, settingsInReach, settingsOf } from './service';

/** Late check-in penalty per company (Penalty Instellingen, docs/screens.md#penalty-settings). */
export const penaltySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    penaltySettingsListCall.path,
    { config: { policy: 'penalty.view' }, schema: routeSchema(penaltySettingsListCall) },
    async (request) => settingsInReach(requireTenant(request)),
  );
  app.get(
    penaltySettingsCall.path,
    { config: { policy: 'penalty.view' }, schema: routeSchema(penaltySettingsCall) },
    async (request) => settingsOf(requireTenant(request), request.params.companyId),
  );
  app.post(
    savePenaltySettingsCall.path,
    { config: { policy: 'penalty.manage' }, schema: routeSchema(savePenaltySettingsCall) },
    async (request) => saveSettings(requireTenant(request), request.params.companyId, request.body),
  );
};
