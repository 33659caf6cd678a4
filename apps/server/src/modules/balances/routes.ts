import {
  hoursBalanceCall,
  hoursBalanceReportCall,
  leaveBalanceCall,
  myHoursBalanceCall,
  myLeaveBalanceCall,
} from '@klokwerk/contract/balances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { csvAnswer } from '../../http/csv-answer';
import { routeSchema } from '../../http/route-schema';
import {
  companyHoursBalance,
  companyHoursBalanceCsv,
  employeeHoursBalanceOf,
  employeeLeaveBalance,
  myHoursBalance,
  myLeaveBalance,
} from './service';

/**
 * The leave balance and the hours balance (docs/leave-and-hours-balance.md): an employee's for
 * those who read the company's leave or hours, one's own for staff.
 */
export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    leaveBalanceCall.path,
    { config: { policy: 'leave.view' }, schema: routeSchema(leaveBalanceCall) },
    async (request) =>
      employeeLeaveBalance(
        requireTenant(request),
        app.clock(),
        request.params.employeeId,
        request.query.year,
      ),
  );
  app.get(
    myLeaveBalanceCall.path,
    { config: { policy: 'leave.request.own' }, schema: routeSchema(myLeaveBalanceCall) },
    async (request) => myLeaveBalance(requireTenant(request), app.clock(), request.query.year),
  );
  app.get(
    hoursBalanceCall.path,
    { config: { policy: 'reports.hours' }, schema: routeSchema(hoursBalanceCall) },
    async (request) =>
      employeeHoursBalanceOf(requireTenant(request), request.params.employeeId, request.query),
  );
  app.get(
    myHoursBalanceCall.path,
    { config: { policy: 'roster.own' }, schema: routeSchema(myHoursBalanceCall) },
    async (request) => myHoursBalance(requireTenant(request), request.query),
  );
  app.get(
    hoursBalanceReportCall.path,
    { config: { policy: 'reports.hours' }, schema: routeSchema(hoursBalanceReportCall) },
    async (request, reply) => {
      const ctx = requireTenant(request);
      const { format, companyId, ...range } = request.query;
      if (format === 'csv') {
        return csvAnswer(reply, await companyHoursBalanceCsv(ctx, companyId, range));
      }
      return companyHoursBalance(ctx, companyId, range);
    },
  );
};
