import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
import type { FeedShift } from './repository';

export interface FeedCalendar {
  companyName: string;
  timeZone: string;
  /** The host of PUBLIC_URL: the domain part of each event's UID. */
  host: string;
  shifts: readonly FeedShift[];
}

/** How often a calendar app should fetch the feed again. */
const REFRESH_SECONDS = 3600;

/**
 * The shifts as an iCalendar file (RFC 5545, ical-generator). Times are wall-clock times with
 * the company's TZID and its VTIMEZONE, so a phone shows them in the company's zone also around
 * the clock changes; a zone the bundled table lacks falls back to UTC times, which every
 * calendar converts itself. Each shift's UID is stable, so a phone updates it, never doubles it.
 */
export function feedCalendar(feed: FeedCalendar): string {
  const zoneKnown = getVtimezoneComponent(feed.timeZone) !== null;
  const calendar = ical({
    name: `Diensten ${feed.companyName}`,
    prodId: { company: 'Klokwerk', product: 'Rooster', language: 'NL' },
    // name null: DTSTAMP stays in UTC, as RFC 5545 demands; the events name their zone.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  if (zoneKnown) calendar.x([['X-WR-TIMEZONE', feed.timeZone]]);
  for (const shift of feed.shifts) {
    const at = (ms: number) => DateTime.fromMillis(ms, { zone: feed.timeZone });
    calendar.createEvent({
      id: `klokwerk-dienst-${shift.scheduleId}@${feed.host}`,
      start: zoneKnown ? at(shift.startMs) : new Date(shift.startMs),
      end: zoneKnown ? at(shift.endMs) : new Date(shift.endMs),
      timezone: zoneKnown ? feed.timeZone : null,
      stamp: new Date(shift.createdMs),
      summary: `Dienst ${feed.companyName}`,
      location: feed.companyName,
    });
  }
  return calendar.toString();
}
