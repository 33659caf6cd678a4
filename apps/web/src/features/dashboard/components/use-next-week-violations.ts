import { useMemo } from 'react';
import { useCompliance } from '../../../lib/queries/compliance';
import { nextWeek } from '../lib/next-week';

/**
 * Next week's breaches of the Arbeidstijdenwet in the company's definitive roster (findings
 * that are only a notice do not count), and the week, whose Monday the roster's link opens.
 */
export function useNextWeekViolations(companyId: number, timeZone: string) {
  const week = useMemo(() => nextWeek(new Date(), timeZone), [timeZone]);
  const compliance = useCompliance(companyId, week);
  const violations =
    compliance.data?.findings.filter((finding) => finding.severity === 'violation').length ?? 0;
  return { week, violations, compliance };
}
