import { z } from 'zod';
import { idOut } from './ids';
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
 * A labour-law finding (packages/domain/src/labour-check.ts): the rule, a Dutch
 * message that says by how much and when, the shifts involved (a concept shift by the index
 * of its draft: 'draft-2') and the article it comes from. 'info' is a reminder, not a breach.
 * Its own file, because both the compliance calls and the confirm call answer it.
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
