import {
  approveCorrectionCall,
  correctionsOfCompanyCall,
  correctionsOfEmployeeCall,
  rejectCorrectionCall,
  requestCorrectionCall,
  updateCorrectionTimeCall,
} from '@klokwerk/contract/corrections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import {
  approveCorrection,
  correctionsOfCompany,
  correctionsOfEmployee,
  rejectCorrection,
  requestCorrection,
  updateCorrectionTime,
} from './service';

/** Hour corrections (docs/screens.md#corrections): staff request them, managers review them. */
export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    correctionsOfEmployeeCall.path,
    { config: { policy: 'corrections.read' }, schema: routeSchema(correctionsOfEmployeeCall) },
    async (request) => correctionsOfEmployee(requireTenant(request), request.params.email),
  );
  app.get(
    correctionsOfCompanyCall.path,
    { config: { policy: 'corrections.report' }, schema: routeSchema(correctionsOfCompanyCall) },
    async (request) =>
      correctionsOfCompany(requireTenant(request), request.params.companyId, request.query),
  );
  app.post(
    requestCorrectionCall.path,
    { config: { policy: 'corrections.request' }, schema: routeSchema(requestCorrectionCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(requestCorrectionCall.status);
      return requestCorrection(requireTenant(request), app.clock(), request.body);
    },
  );
  app.put(
    approveCorrectionCall.path,
    { config: { policy: 'corrections.review' }, schema: routeSchema(approveCorrectionCall) },
    async (request) =>
      approveCorrection(requireTenant(request), app.clock(), request.params.correctionId),
  );
  app.put(
    rejectCorrectionCall.path,
    { config: { policy: 'corrections.review' }, schema: routeSchema(rejectCorrectionCall) },
    async (request) =>
      rejectCorrection(
        requireTenant(request),
        app.clock(),
        request.params.correctionId,
        request.body.rejectionReason,
      ),
  );
  app.put(
    updateCorrectionTimeCall.path,
    {
      config: { policy: 'corrections.review' },
      schema: routeSchema(updateCorrectionTimeCall),
    },
    async (request) =>
      updateCorrectionTime(
        requireTenant(request),
        app.clock(),
        request.params.correctionId,
        request.body.newRequestedTime,
      ),
  );
};
