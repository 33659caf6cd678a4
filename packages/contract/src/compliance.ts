import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, requiredDateTime } from './fields';
import { complianceReport } from './labour-findings';
import { confirmSchedulesBody, SCHEDULE_MESSAGES } from './schedules';
import { optionalDateTime } from './time';

export const COMPLIANCE_MESSAGES = {
  start: 'Vul het begin van de periode in.',
  end: 'Vul het einde van de periode in.',
  periodEnd: 'Het einde van de periode moet na het begin liggen.',
} as const;

/**
 * GET /api/schedules/compliance?companyId&start&end: the findings of the definitive roster in
 * a period (averages look back 16 weeks). Without an offset a bound is the company's clock.
 */
export const complianceCall = defineCall({
  method: 'GET',
  path: '/schedules/compliance',
  summary: 'Arbeidstijdenwet: bevindingen van het rooster in een periode',
  tags: ['rooster'],
  query: z.object({
    companyId: chosenId(SCHEDULE_MESSAGES.company),
    start: requiredDateTime(COMPLIANCE_MESSAGES.start),
    end: requiredDateTime(COMPLIANCE_MESSAGES.end),
  }),
  status: 200,
  response: complianceReport,
  errors: [400, 401, 403, 404],
});

/**
 * The concept shifts to check, and optionally the period to report on (both bounds or
 * neither): the roster asks for the week it shows with every draft of the company, which may
 * lie in other weeks and still count (a rest across Sunday night, the averages). Without a
 * period, the weeks the drafts fall in.
 */
export const complianceCheckBody = confirmSchedulesBody
  .extend({ start: optionalDateTime, end: optionalDateTime })
  .refine((body) => body.start !== null || body.end === null, {
    message: COMPLIANCE_MESSAGES.start,
    path: ['start'],
  })
  .refine((body) => body.end !== null || body.start === null, {
    message: COMPLIANCE_MESSAGES.end,
    path: ['end'],
  });
export type ComplianceCheckInput = z.output<typeof complianceCheckBody>;

/**
 * POST /api/schedules/compliance-check: the findings the roster would have with these concept
 * shifts added — before Rooster Bevestigen, so the planner can confirm anyway or go back, and
 * while planning (the week shown, a shift being entered). Nothing is saved.
 */
export const complianceCheckCall = defineCall({
  method: 'POST',
  path: '/schedules/compliance-check',
  summary: 'Arbeidstijdenwet: bevindingen met conceptdiensten erbij (slaat niets op)',
  tags: ['rooster'],
  body: complianceCheckBody,
  status: 200,
  response: complianceReport,
  errors: [400, 401, 403, 404],
});
