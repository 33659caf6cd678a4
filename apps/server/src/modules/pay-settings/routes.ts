import { paySettingsCall, savePaySettingsCall } from '@klokwerk/contract/pay-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { saveSettings, settingsOf } from './service';

/** Verlof en toeslagen per company (docs/screens.md#leave-and-surcharges). */
export const paySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paySettingsCall.path,
    { config: { policy: 'pay-settings.view' }, schema: routeSchema(paySettingsCall) },
    async (request) => settingsOf(requireTenant(request), request.params.companyId),
  );
  app.put(
    savePaySettingsCall.path,
    { config: { policy: 'pay-settings.manage' }, schema: routeSchema(savePaySettingsCall) },
    async (request) =>
      saveSettings(requireTenant(request), app.clock(), request.params.companyId, request.body),
  );
};
