import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, requiredDateTime } from './fields';
import { idOut } from './ids';
import { confirmSchedulesBody, SCHEDULE_MESSAGES } from './schedules';
import { instantOut } from './time';

const RULES = [
  'maxShift',
  'maxNightShift',
  'maxWeek',
  'average4Weeks',
  'average16Weeks',
  'dailyRest',
  'dailyRestShortenedTwice',
  'weeklyRest',
  'minorNightWork',
  'break',
] as const;

/**
 * A labour-law finding (issue 9; packages/domain/src/labour-check.ts): the rule, a Dutch
 * message that says by how much and when, the shifts involved (a concept shift by the index
 * of its draft: 'draft-2') and the article it comes from. 'info' is a reminder, not a breach.
 */
export const finding = z.object({
  rule: z.enum(RULES),
  severity: z.enum(['violation', 'info']),
  employeeId: idOut,
  employeeName: z.string(),
  message: z.string(),
  shiftIds: z.array(z.union([idOut, z.string()])),
  amountSeconds: z.number(),
  source: z.string(),
  at: instantOut,
});
export type ComplianceFinding = z.infer<typeof finding>;

export const complianceReport = z.object({
  findings: z.array(finding),
  /** Checked as adults because their date of birth is not known. */
  withoutBirthDate: z.array(idOut),
});
export type ComplianceReport = z.infer<typeof complianceReport>;

const COMPLIANCE_MESSAGES = {
  start: 'Vul het begin van de periode in.',
  end: 'Vul het einde van de periode in.',
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
 * POST /api/schedules/compliance-check: the findings the roster would have with these concept
 * shifts added, for the weeks they fall in — before Rooster Bevestigen, so the planner can
 * confirm anyway or go back. Nothing is saved.
 */
export const complianceCheckCall = defineCall({
  method: 'POST',
  path: '/schedules/compliance-check',
  summary: 'Arbeidstijdenwet: bevindingen met conceptdiensten erbij (slaat niets op)',
  tags: ['rooster'],
  body: confirmSchedulesBody,
  status: 200,
  response: complianceReport,
  errors: [400, 401, 403, 404],
});
