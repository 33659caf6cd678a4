import {
  bulkApprovalCall,
  clockCall,
  createTimeRecordCall,
  editTimeRecordCall,
  TIME_MESSAGES,
  timeRecordsOfCompanyCall,
  updateApprovalCall,
  workedHoursCall,
} from '@klokwerk/contract/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { decideMany, updateApproval } from './approval';
import { CLOCK_KEY_RETENTION_MS, CLOCK_TAPS_PER_MINUTE, clock } from './clock';
import { editRecord } from './edit-record';
import { createRecord, recordsOfCompany, workedHours } from './service';
import { upgradedClockAnswer } from './stored-clock-answer';

/** The kiosk, the registrations, their approval and manual entry (docs/api-conventions.md). */
export const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    clockCall.path,
    {
      config: {
        policy: 'time.clock',
        // The kiosk's queue keeps a tap with its key in the body and may resend it for days.
        idempotency: {
          bodyField: 'idempotencyKey',
          retentionMs: CLOCK_KEY_RETENTION_MS,
          reusedMessage: TIME_MESSAGES.idempotencyKeyReused,
          upgradeKept: upgradedClockAnswer,
        },
      },
      schema: routeSchema(clockCall),
      // Per kiosk account (docs/roles-and-policies.md#roles), after the guard has named the caller; with REDIS_URL the
      // count is shared by every server.
      onRequest: app.rateLimit({
        max: CLOCK_TAPS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) =>
          request.session
            ? `clock:${request.session.tenantId}:${request.session.actor.userId}`
            : `clock-address:${request.ip}`,
      }),
    },
    async (request) => clock(requireTenant(request), app.clock(), request.body),
  );
  app.get(
    timeRecordsOfCompanyCall.path,
    { config: { policy: 'time.review' }, schema: routeSchema(timeRecordsOfCompanyCall) },
    async (request) =>
      recordsOfCompany(requireTenant(request), request.params.companyId, request.query),
  );
  app.put(
    updateApprovalCall.path,
    { config: { policy: 'time.review' }, schema: routeSchema(updateApprovalCall) },
    async (request) => updateApproval(requireTenant(request), app.clock(), request.body),
  );
  app.put(
    bulkApprovalCall.path,
    { config: { policy: 'time.review' }, schema: routeSchema(bulkApprovalCall) },
    async (request) => decideMany(requireTenant(request), app.clock(), request.body),
  );
  app.get(
    workedHoursCall.path,
    { config: { policy: 'time.worked-hours' }, schema: routeSchema(workedHoursCall) },
    async (request) =>
      workedHours(requireTenant(request), request.params.employeeId, request.query),
  );
  app.post(
    createTimeRecordCall.path,
    { config: { policy: 'time.review' }, schema: routeSchema(createTimeRecordCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createTimeRecordCall.status);
      return createRecord(requireTenant(request), app.clock(), request.body);
    },
  );
  app.put(
    editTimeRecordCall.path,
    { config: { policy: 'time.review' }, schema: routeSchema(editTimeRecordCall) },
    async (request) =>
      editRecord(requireTenant(request), app.clock(), request.params.recordId, request.body),
  );
};
