import {
  approveClaimCall,
  claimOpenShiftCall,
  createOpenShiftCall,
  deleteOpenShiftCall,
  myOpenShiftsCall,
  openShiftSettingsCall,
  openShiftsOfCompanyCall,
  rejectClaimCall,
  saveOpenShiftSettingsCall,
} from '@klokwerk/contract/open-shifts';
import {
  acceptShiftOfferCall,
  approveShiftOfferCall,
  createShiftOfferCall,
  myShiftOffersCall,
  rejectShiftOfferCall,
  shiftOffersOfCompanyCall,
  withdrawShiftOfferCall,
} from '@klokwerk/contract/shift-offers';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { deleteOpenShift } from './delete-open-shift';
import type { MailDeps } from './mails';
import {
  acceptOffer,
  approveOffer,
  createOffer,
  myOffers,
  offersOfCompany,
  rejectOffer,
  withdrawOffer,
} from './offers';
import {
  approveClaim,
  claimOpenShift,
  createOpenShift,
  myOpenShifts,
  openShiftSettings,
  openShiftsOfCompany,
  rejectClaim,
  saveOpenShiftSettings,
} from './service';

// Typed as a route's config rather than as literals, so that one table can hold both.
const MANAGE: FastifyContextConfig = { policy: 'open-shifts.manage' };
const TAKE: FastifyContextConfig = { policy: 'open-shifts.take' };

/**
 * Open diensten and offered shifts (docs/open-shifts-and-swaps.md): planners publish open
 * shifts and decide claims and hand-overs; staff claim, offer and accept from Mijn rooster.
 */
export const openShiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): MailDeps => ({
    now: app.clock(),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });

  app.post(
    createOpenShiftCall.path,
    { config: MANAGE, schema: routeSchema(createOpenShiftCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(createOpenShiftCall.status);
      return createOpenShift(requireTenant(request), app.clock(), request.body);
    },
  );
  app.get(
    openShiftsOfCompanyCall.path,
    { config: MANAGE, schema: routeSchema(openShiftsOfCompanyCall) },
    async (request) =>
      openShiftsOfCompany(requireTenant(request), app.clock(), request.params.companyId),
  );
  app.get(
    myOpenShiftsCall.path,
    { config: TAKE, schema: routeSchema(myOpenShiftsCall) },
    async (request) => myOpenShifts(requireTenant(request), app.clock()),
  );
  app.post(
    claimOpenShiftCall.path,
    { config: TAKE, schema: routeSchema(claimOpenShiftCall) },
    async (request, reply) => {
      reply.status(claimOpenShiftCall.status);
      return claimOpenShift(requireTenant(request), deps(), request.params.openShiftId);
    },
  );
  // A planner's decision on a claim: the same route but for its call and its step.
  const claimDecisions = [
    [approveClaimCall, approveClaim],
    [rejectClaimCall, rejectClaim],
  ] as const;
  for (const [call, decide] of claimDecisions) {
    app.put(call.path, { config: MANAGE, schema: routeSchema(call) }, async (request) =>
      decide(requireTenant(request), deps(), request.params.claimId),
    );
  }
  app.delete(
    deleteOpenShiftCall.path,
    { config: { policy: 'open-shifts.delete' }, schema: routeSchema(deleteOpenShiftCall) },
    async (request) => deleteOpenShift(requireTenant(request), deps(), request.params.openShiftId),
  );
  app.get(
    openShiftSettingsCall.path,
    { config: MANAGE, schema: routeSchema(openShiftSettingsCall) },
    async (request) => openShiftSettings(requireTenant(request), request.params.companyId),
  );
  app.put(
    saveOpenShiftSettingsCall.path,
    { config: MANAGE, schema: routeSchema(saveOpenShiftSettingsCall) },
    async (request) =>
      saveOpenShiftSettings(
        requireTenant(request),
        request.params.companyId,
        request.body.autoApprove,
      ),
  );

  app.post(
    createShiftOfferCall.path,
    { config: TAKE, schema: routeSchema(createShiftOfferCall) },
    async (request, reply) => {
      reply.status(createShiftOfferCall.status);
      return createOffer(requireTenant(request), deps(), request.body);
    },
  );
  app.get(
    myShiftOffersCall.path,
    { config: TAKE, schema: routeSchema(myShiftOffersCall) },
    async (request) => myOffers(requireTenant(request), app.clock()),
  );
  app.get(
    shiftOffersOfCompanyCall.path,
    { config: MANAGE, schema: routeSchema(shiftOffersOfCompanyCall) },
    async (request) =>
      offersOfCompany(requireTenant(request), app.clock(), request.params.companyId),
  );
  // A step on an offer, staff's (accept, withdraw) or the planner's (approve, reject): the same
  // route but for its call, its policy and its step.
  const offerSteps = [
    [acceptShiftOfferCall, TAKE, acceptOffer],
    [withdrawShiftOfferCall, TAKE, withdrawOffer],
    [approveShiftOfferCall, MANAGE, approveOffer],
    [rejectShiftOfferCall, MANAGE, rejectOffer],
  ] as const;
  for (const [call, config, step] of offerSteps) {
    app.put(call.path, { config, schema: routeSchema(call) }, async (request) =>
      step(requireTenant(request), deps(), request.params.offerId),
    );
  }
};
