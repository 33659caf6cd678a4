import {
  PAYROLL_WARNINGS_HEADER,
  payrollExportCall,
  payrollSettingsCall,
  savePayrollSettingsCall,
} from '@klokwerk/contract/payroll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { csvAnswer } from '../../http/csv-answer';
import { routeSchema } from '../../http/route-schema';
import { payrollExport, payrollExportFile, payrollSettings, savePayrollSettings } from './service';

/** The payroll settings of a company and the "Salarisexport", for the money roles. */
export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    payrollSettingsCall.path,
    { config: { policy: 'reports.wages' }, schema: routeSchema(payrollSettingsCall) },
    async (request) => payrollSettings(requireTenant(request), request.params.companyId),
  );
  app.put(
    savePayrollSettingsCall.path,
    { config: { policy: 'reports.wages' }, schema: routeSchema(savePayrollSettingsCall) },
    async (request) =>
      savePayrollSettings(
        requireTenant(request),
        app.clock(),
        request.params.companyId,
        request.body,
      ),
  );
  app.get(
    payrollExportCall.path,
    { config: { policy: 'reports.wages' }, schema: routeSchema(payrollExportCall) },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const { format, ...month } = request.query;
      if (format === 'json') return payrollExport(ctx, month);
      const file = await payrollExportFile(ctx, { ...month, format });
      // The file holds data only; what the person exporting should know travels beside it.
      if (file.warnings.length > 0) reply.header(PAYROLL_WARNINGS_HEADER, file.warnings.join(','));
      return csvAnswer(reply, file);
    },
  );
};
