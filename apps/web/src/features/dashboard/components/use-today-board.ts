import { can } from '@klokwerk/domain/policies';
import { useSession } from '../../../lib/session';
import { useToday } from '../api/get-today';
import { useNextWeekViolations } from './use-next-week-violations';

/**
 * What Vandaag reads: the day's board and next week's labour-law findings. Its times are read
 * on the company's clock, the zone the board comes with.
 */
export function useTodayBoard(companyId: number, timeZone: string) {
  const today = useToday(companyId);
  const { week, violations, compliance } = useNextWeekViolations(companyId, timeZone);
  const mayViewLeave = can(useSession()?.role, 'leave.view');
  return {
    today,
    zone: today.data?.timeZone ?? timeZone,
    week,
    violations,
    compliance,
    mayViewLeave,
  };
}
