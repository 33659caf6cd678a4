import { addDays, localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { useTranslation } from 'react-i18next';
import { useBanner } from '../../../components/signed-in/use-banner';
import {
  type LeaveItem,
  useApproveLeave,
  useCompanyLeave,
  useCompanySickness,
} from '../../../lib/queries/leave';
import { withServerReason } from '../../../lib/server-reason';

/** How long a recovered sick report stays on the page. */
const RECOVERED_DAYS_SHOWN = 14;

/**
 * What Verlof en ziekte reads of a company: the requests that wait, the approved leave from
 * today on (today on the company's calendar) and the recent sick reports; and Goedkeuren, whose
 * outcome the screen's banner tells, as the dialogs' outcomes do.
 */
export function useLeaveOverview(companyId: number | null, timeZone: string) {
  const { t } = useTranslation('leave');
  const today = localDateOf(new Date(), timeZone);
  const pending = useCompanyLeave(companyId, { status: 'PENDING' });
  const approved = useCompanyLeave(companyId, { status: 'APPROVED', from: toIsoDate(today) });
  const sickness = useCompanySickness(companyId, {
    from: toIsoDate(addDays(today, -RECOVERED_DAYS_SHOWN)),
  });
  const approval = useApproveLeave();
  const { banner, show, close } = useBanner();

  const approve = (leave: LeaveItem) =>
    approval.mutate(leave.leaveId, {
      onSuccess: () =>
        show(
          'success',
          t('pending.approved', {
            name: `${leave.firstName} ${leave.lastName}`,
            firstName: leave.firstName,
          }),
        ),
      onError: (error) => {
        const what = t('pending.approveFailed');
        show('error', withServerReason(what, error), true);
      },
    });

  return {
    pending,
    approved,
    sickness,
    approve,
    approving: (leave: LeaveItem) => approval.isPending && approval.variables === leave.leaveId,
    banner,
    show,
    closeBanner: close,
  };
}
