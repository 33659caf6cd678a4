import { z } from 'zod';
import { defineCall } from './call';
import { line } from './text';

export const CALENDAR_FEED_MESSAGES = {
  notAnEmployee:
    'Dit account hoort niet bij een medewerker, dus er is geen rooster om in een agenda te zetten.',
} as const;

/**
 * The address of one's own calendar feed: `url` as PUBLIC_URL gives it (https in production),
 * `webcalUrl` the same with webcal://, which phones open as "subscribe to calendar".
 */
export const calendarFeed = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;

/**
 * GET /api/calendar/{secret}.ics (beyond the specification, public): the definitive shifts of
 * one employee as an iCalendar feed (RFC 5545, text/calendar), from the start of last month on,
 * in the company's time zone. The secret in the address is the only credential; a wrong or
 * revoked one, or an archived employee's, is 404.
 */
export const calendarFeedCall = defineCall({
  method: 'GET',
  path: '/calendar/:secret.ics',
  summary: 'Agenda-abonnement op de eigen diensten (text/calendar)',
  tags: ['rooster'],
  // Any text up to the length of a secret: a malformed one is 404 like a wrong one.
  params: z.object({ secret: line().max(200) }),
  status: 200,
  response: z.string().meta({ description: 'Een iCalendar-bestand (text/calendar).' }),
  errors: [404, 429],
});

/** GET /api/calendar-feed: the signed-in employee's feed address, or null before the first. */
export const ownCalendarFeedCall = defineCall({
  method: 'GET',
  path: '/calendar-feed',
  summary: 'Adres van het eigen agenda-abonnement',
  tags: ['rooster'],
  status: 200,
  response: calendarFeed.nullable(),
  errors: [401, 403, 404],
});

/**
 * POST /api/calendar-feed: a new address for the signed-in employee's feed; the previous one
 * stops working at once (404).
 */
export const newCalendarFeedCall = defineCall({
  method: 'POST',
  path: '/calendar-feed',
  summary: 'Nieuw adres voor het eigen agenda-abonnement (het oude vervalt)',
  tags: ['rooster'],
  status: 201,
  response: calendarFeed,
  errors: [401, 403, 404],
});
