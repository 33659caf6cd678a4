import {
  calendarFeedCall,
  newCalendarFeedCall,
  ownCalendarFeedCall,
} from '@klokwerk/contract/calendar-feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { feedKey } from './feed-token';
import { type FeedDeps, feedText, newFeed, ownFeed } from './service';

/**
 * Fetches of feed addresses per client address per minute. A calendar app fetches a feed every
 * hour or so; a family behind one router with a few phones stays far below. The secret cannot
 * be guessed (256 bits); the limit keeps one address from making the server build calendars
 * without end.
 */
export const FEED_FETCHES_PER_MINUTE = 60;

/** The calendar feed of one's own shifts (beyond the specification, docs/decisions/012). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = feedKey(app.config.jwtSecret);
  const deps = (): FeedDeps => ({
    db: app.db,
    now: app.clock(),
    key,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    calendarFeedCall.path,
    {
      config: { public: true },
      schema: routeSchema(calendarFeedCall),
      onRequest: app.rateLimit({
        max: FEED_FETCHES_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `calendar-feed:${request.ip}`,
      }),
    },
    async (request, reply) => {
      const text = await feedText(deps(), request.params.secret);
      // A personal address: no shared cache may keep it, and a new roster shows at once.
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('cache-control', 'private, no-cache');
      return text;
    },
  );
  app.get(
    ownCalendarFeedCall.path,
    { config: { policy: 'calendar.own' }, schema: routeSchema(ownCalendarFeedCall) },
    async (request) => ownFeed(requireTenant(request), deps()),
  );
  app.post(
    newCalendarFeedCall.path,
    { config: { policy: 'calendar.own' }, schema: routeSchema(newCalendarFeedCall) },
    async (request, reply) => {
      // Returned, not sent: the answer must leave only after the transaction commits.
      reply.status(newCalendarFeedCall.status);
      return newFeed(requireTenant(request), deps());
    },
  );
};
