import type { PublishedWeek, PublishWeekInput } from '@klokwerk/contract/schedules';
import { isoWeekNumber } from '@klokwerk/domain/dutch-calendar';
import {
  addDays,
  type LocalDate,
  localTimeToInstant,
  startOfWeek,
} from '@klokwerk/domain/local-date';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../companies/company-zone';
import { check } from './compliance';
import { mailPublishedWeek } from './notify';
import * as repo from './repository';
import { type ScheduleDeps, warningsFor } from './service';

/** A `yyyy-MM-dd` the contract has checked. */
export function calendarDate(text: string): LocalDate {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
}

/** The week (Monday 00:00 to Monday 00:00 on the company's clock) that holds `day`. */
export function weekOf(day: LocalDate, timeZone: string) {
  const monday = startOfWeek(day);
  return {
    monday,
    start: localTimeToInstant(monday, 0, timeZone),
    end: localTimeToInstant(addDays(monday, 7), 0, timeZone),
  };
}

/**
 * POST /api/schedules/publish (Rooster Bevestigen): the week's concepts become definitive in
 * one statement, all or none; each employee concerned gets one mail through the outbox, queued
 * in the same transaction; the answer carries the week's labour-law findings as the roster now
 * stands. A week without concepts (published already) changes nothing and mails nobody.
 */
export async function publishWeek(
  ctx: TenantContext,
  deps: ScheduleDeps,
  input: PublishWeekInput,
): Promise<PublishedWeek> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const week = weekOf(calendarDate(input.week), timeZone);
  const ids = await repo.publishConcepts(ctx, input.companyId, week.start, week.end);
  const items = await repo.scheduleItems(ctx, ids);
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
