import { CALENDAR_FEED_MESSAGES, type CalendarFeed } from '@klokwerk/contract/calendar-feed';
import { firstOfMonth, localDateOf, localTimeToInstant } from '@klokwerk/domain/local-date';
import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../http/errors';
import { authorisedTenantId, type TenantContext, withTenant } from '../../tenancy/tenant-context';
import { feedToken, newFeedSecret, parseFeedToken, tokenMatches } from './feed-token';
import { feedCalendar } from './ical-feed';
import * as repo from './repository';

export interface FeedDeps {
  db: Database;
  now: Date;
  /** From the server secret (feed-token.ts). */
  key: Buffer;
  /** PUBLIC_URL: where phones reach the server. */
  publicUrl: string;
}

function addressOf(deps: FeedDeps, token: string): CalendarFeed {
  const url = new URL(`api/calendar/${token}.ics`, `${deps.publicUrl.replace(/\/+$/, '')}/`);
  return { url: url.href, webcalUrl: `webcal://${url.href.slice(url.protocol.length + 2)}` };
}

/**
 * GET /api/calendar/{secret}.ics: the calendar of the employee the secret names, from the first
 * day of last month (the company's calendar) on. Malformed, wrong, revoked, an archived
 * employee's: all the same 404. The tenant comes from the secret and only scopes the lookup.
 */
export async function feedText(deps: FeedDeps, secret: string): Promise<string> {
  const token = parseFeedToken(secret);
  if (!token) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const tenantId = authorisedTenantId(token.tenantId);
  return withTenant(deps.db, tenantId, async (tx) => {
    const scope = { tenantId, tx };
    const owner = await repo.feedOwner(scope, token.employeeId);
    if (!owner?.feedSecret || !tokenMatches(deps.key, token, owner.feedSecret)) {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    }
    const from = localTimeToInstant(
      firstOfMonth(localDateOf(deps.now, owner.timeZone), -1),
      0,
      owner.timeZone,
    );
    return feedCalendar({
      companyName: owner.companyName,
      timeZone: owner.timeZone,
      host: new URL(deps.publicUrl).hostname,
      shifts: await repo.feedShifts(scope, token.employeeId, from),
    });
  });
}

/** The signed-in user's employee, not archived; 404 for an account without one. */
async function ownEmployee(ctx: TenantContext) {
  const employeeId = ctx.actor.employeeId;
  if (employeeId === null) throw new AppError('NOT_FOUND', CALENDAR_FEED_MESSAGES.notAnEmployee);
  const owner = await repo.feedOwner(ctx, employeeId);
  if (!owner) throw new AppError('NOT_FOUND', CALENDAR_FEED_MESSAGES.notAnEmployee);
  return { employeeId, owner };
}

/** GET /api/calendar-feed: the current address, or null before the first. */
export async function ownFeed(ctx: TenantContext, deps: FeedDeps): Promise<CalendarFeed | null> {
  const { employeeId, owner } = await ownEmployee(ctx);
  if (!owner.feedSecret) return null;
  return addressOf(deps, feedToken(deps.key, ctx.tenantId, employeeId, owner.feedSecret));
}

/** POST /api/calendar-feed: a new address; the old one answers 404 from the commit on. */
export async function newFeed(ctx: TenantContext, deps: FeedDeps): Promise<CalendarFeed> {
  const { employeeId } = await ownEmployee(ctx);
  const stored = newFeedSecret();
  await repo.setFeedSecret(ctx, employeeId, stored);
  return addressOf(deps, feedToken(deps.key, ctx.tenantId, employeeId, stored));
}
