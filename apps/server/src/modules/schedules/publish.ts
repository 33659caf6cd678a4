import type { PublishedWeek, PublishWeekInput } from '@klokwerk/contract/schedules';
import { isoWeekNumber } from '@klokwerk/domain/dutch-calendar';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { weekOf } from '@klokwerk/domain/roster-week';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { assertMonthsOpen } from '../common/month-lock';
import { check } from './compliance';
import { mailPublishedWeek } from './notify';
import * as repo from './repository';
import { type ScheduleDeps, warningsFor } from './service';
import { shiftMonths } from './shift-months';

/**
 * POST /api/schedules/publish (Rooster Bevestigen): the week's concepts become definitive in
 * one statement, all or none; each employee concerned gets one mail through the outbox, queued
 * in the same transaction; the answer carries the week's labour-law findings as the roster now
 * stands. A week without concepts (published already) changes nothing and mails nobody; one
 * whose concepts lie in a closed month is refused (409) and publishes none.
 */
export async function publishWeek(
  ctx: TenantContext,
  deps: ScheduleDeps,
  input: PublishWeekInput,
): Promise<PublishedWeek> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const week = weekOf(fromIsoDate(input.week), timeZone);
  const ids = await repo.publishConcepts(ctx, input.companyId, week.start, week.end);
  const items = await repo.scheduleItems(ctx, ids);
  // Checked on the rows the statement published, not on a read before it: a concept added
  // since, in a month closed since, is among them, and the refusal rolls the statement back.
  await assertMonthsOpen(
    ctx,
    input.companyId,
    shiftMonths(
      items.map((item) => ({
        startTime: new Date(item.startTime),
        endTime: new Date(item.endTime),
      })),
      timeZone,
    ),
  );
  const warnings = await warningsFor(ctx, items, timeZone);
  const mailed = await mailPublishedWeek(
    ctx,
    deps,
    { companyId: input.companyId, timeZone },
    {
      number: isoWeekNumber(week.monday),
      shifts: items.map((item) => ({
        employeeId: item.employee.employeeId,
        startTime: new Date(item.startTime),
        endTime: new Date(item.endTime),
      })),
    },
  );
  const findings = await check(ctx, input.companyId, timeZone, week);
  return {
    shifts: items.map((item) => ({ ...item, warnings: warnings.get(item.scheduleId) ?? [] })),
    findings,
    mailed,
  };
}
