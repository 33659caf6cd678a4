import {
  approveClaimCall,
  claimOpenShiftCall,
  createOpenShiftCall,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
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

const MANAGE = { policy: 'open-shifts.manage' } as const;
const TAKE = { policy: 'open-shifts.take' } as const;

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
  app.put(
    approveClaimCall.path,
    { config: MANAGE, schema: routeSchema(approveClaimCall) },
    async (request) => approveClaim(requireTenant(request), deps(), request.params.claimId),
  );
  app.put(
    rejectClaimCall.path,
    { config: MANAGE, schema: routeSchema(rejectClaimCall) },
    async (request) => rejectClaim(requireTenant(request), deps(), request.params.claimId),
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
  app.put(
    acceptShiftOfferCall.path,
    { config: TAKE, schema: routeSchema(acceptShiftOfferCall) },
    async (request) => acceptOffer(requireTenant(request), deps(), request.params.offerId),
  );
  app.put(
    withdrawShiftOfferCall.path,
    { config: TAKE, schema: routeSchema(withdrawShiftOfferCall) },
    async (request) => withdrawOffer(requireTenant(request), deps(), request.params.offerId),
  );
  app.get(
    shiftOffersOfCompanyCall.path,
    { config: MANAGE, schema: routeSchema(shiftOffersOfCompanyCall) },
    async (request) =>
      offersOfCompany(requireTenant(request), app.clock(), request.params.companyId),
  );
  app.put(
    approveShiftOfferCall.path,
    { config: MANAGE, schema: routeSchema(approveShiftOfferCall) },
    async (request) => approveOffer(requireTenant(request), deps(), request.params.offerId),
  );
  app.put(
    rejectShiftOfferCall.path,
    { config: MANAGE, schema: routeSchema(rejectShiftOfferCall) },
    async (request) => rejectOffer(requireTenant(request), deps(), request.params.offerId),
  );
};
