import { hoursReportCall, wageCostReportCall } from '@klokwerk/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { csvAnswer } from '../../http/csv-answer';
import { routeSchema } from '../../http/route-schema';
import { hoursReport, hoursReportCsv, wageCostReport, wageCostReportCsv } from './service';

/** The monthly hours and wage-cost reports, computed on the server (docs/api-conventions.md#reports-on-the-server, docs/calculations.md#wage-cost). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    hoursReportCall.path,
    // The Reports page's roles; the service narrows staff to their own rows (docs/roles-and-policies.md).
    { config: { policy: 'reports.view' }, schema: routeSchema(hoursReportCall) },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const { format, ...month } = request.query;
      if (format === 'csv') return csvAnswer(reply, await hoursReportCsv(ctx, month));
      return hoursReport(ctx, month);
    },
  );
  app.get(
    wageCostReportCall.path,
    { config: { policy: 'reports.wages' }, schema: routeSchema(wageCostReportCall) },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const { format, ...month } = request.query;
      if (format === 'csv') return csvAnswer(reply, await wageCostReportCsv(ctx, month));
      return wageCostReport(ctx, month);
    },
  );
};
