import { saveShiftMailsCall, shiftMailsCall } from '@klokwerk/contract/shift-mails';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { users } from '../../db/schema/index';
import { routeSchema } from '../../http/route-schema';
import type { TenantContext } from '../../tenancy/tenant-context';

function own(ctx: TenantContext) {
  return and(eq(users.tenantId, ctx.tenantId), eq(users.id, ctx.actor.userId));
}

/**
 * Rooster per e-mail: whether the signed-in user's employee address gets the mails of a
 * published week and of a changed or deleted shift (docs/decisions/021). Stored on the account,
 * so it follows the person to every device.
 */
export const shiftMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    shiftMailsCall.path,
    { config: { policy: 'calendar.own' }, schema: routeSchema(shiftMailsCall) },
    async (request) => {
      const ctx = requireTenant(request);
      const [row] = await ctx.tx.select({ enabled: users.shiftMails }).from(users).where(own(ctx));
      return { enabled: row?.enabled ?? true };
    },
  );
  app.put(
    saveShiftMailsCall.path,
    { config: { policy: 'calendar.own' }, schema: routeSchema(saveShiftMailsCall) },
    async (request) => {
      const ctx = requireTenant(request);
      await ctx.tx.update(users).set({ shiftMails: request.body.enabled }).where(own(ctx));
      return { enabled: request.body.enabled };
    },
  );
};
