import {
  type CopiedShifts,
  type RosterTemplate,
  type SaveTemplateInput,
  SCHEDULE_MESSAGES,
} from '@klokwerk/contract/schedules';
import { addDays, daysBetween, fromIsoDate } from '@klokwerk/domain/local-date';
import { weekOf } from '@klokwerk/domain/roster-week';
import { assertCompanyInReach } from '../../auth/company-scope';
import type { TemplateShift } from '../../db/schema/index';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import { zoneOfCompanyInReach } from '../common/company-zone';
import { placeConcepts, wallClockOf } from './place-concepts';
import * as repo from './repository';
import { findTemplate, insertTemplate, templatesOf } from './templates-repository';

/**
 * POST /api/schedules/templates: every shift of the week (concept or definitive) kept under a
 * name, by weekday and wall-clock minutes, so it can plan any other week. A week without shifts
 * is a 400; a name the company uses already is a 409.
 */
export async function saveTemplate(
  ctx: TenantContext,
  input: SaveTemplateInput,
): Promise<RosterTemplate> {
  const timeZone = await zoneOfCompanyInReach(ctx, input.companyId);
  const week = weekOf(fromIsoDate(input.week), timeZone);
  const source = await repo.shiftsStartingIn(ctx, input.companyId, week.start, week.end);
  const shifts: TemplateShift[] = source
    .filter((shift) => !shift.archived)
    .map((shift) => {
      const clock = wallClockOf(shift.startMs, shift.endMs, timeZone);
      return {
        employeeId: shift.employeeId,
        day: daysBetween(week.monday, clock.day),
        startMinutes: clock.startMinutes,
        endMinutes: clock.endMinutes,
      };
    });
  if (shifts.length === 0) throw new AppError('VALIDATION', SCHEDULE_MESSAGES.emptyWeek, 'week');
  const name = input.name.trim();
  const templateId = await insertTemplate(ctx, { companyId: input.companyId, name, shifts });
  if (templateId === null) {
    throw new AppError('CONFLICT', SCHEDULE_MESSAGES.templateNameTaken, 'name');
  }
  return { templateId, name, shiftCount: shifts.length };
}

/** GET /api/schedules/templates/company/{companyId}: by name. */
export async function templatesOfCompany(
  ctx: TenantContext,
  companyId: number,
): Promise<RosterTemplate[]> {
  await zoneOfCompanyInReach(ctx, companyId);
  return templatesOf(ctx, companyId);
}

/**
 * POST /api/schedules/templates/{templateId}/apply: the template's shifts as concepts in the
 * week of `week`, skipping as a copy does (who left, is unavailable, has the shift already).
 */
export async function applyTemplate(
  ctx: TenantContext,
  templateId: number,
  input: { week: string },
): Promise<CopiedShifts> {
  const template = await findTemplate(ctx, templateId);
  if (!template) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  assertCompanyInReach(ctx, template.companyId);
  const timeZone = await zoneOfCompanyInReach(ctx, template.companyId);
  const week = weekOf(fromIsoDate(input.week), timeZone);
  const people = await repo.templatePeople(
    ctx,
    template.shifts.map((shift) => shift.employeeId),
  );
  return placeConcepts(
    ctx,
    template.companyId,
    timeZone,
    template.shifts.map((shift) => {
      const person = people.get(shift.employeeId);
      return {
        employeeId: shift.employeeId,
        name: person?.name ?? '',
        // An employee who is gone altogether has left too.
        archived: person === undefined || person.archived,
        endDate: person?.endDate ?? null,
        day: addDays(week.monday, shift.day),
        startMinutes: shift.startMinutes,
        endMinutes: shift.endMinutes,
      };
    }),
  );
}
