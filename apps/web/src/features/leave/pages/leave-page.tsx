import { can } from '@klokwerk/domain/policies';
import { useTranslation } from 'react-i18next';
import { CompanyScreen } from '../../../components/signed-in/company-screen';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import type { Session } from '../../../lib/session';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { ApprovedLeave } from '../components/approved-leave';
import { LeaveDialogs } from '../components/leave-dialogs';
import { PendingRequests } from '../components/pending-requests';
import { SickReports } from '../components/sick-reports';
import { useLeaveDialog } from '../components/use-leave-dialog';
import { useLeaveOverview } from '../components/use-leave-overview';

/**
 * Verlof en ziekte, /verlof (docs/screens.md#leave-and-sickness): the requests that wait for a
 * decision, the approved leave from today on, and the sick reports, for a company in reach.
 * Who may decide (leave.decide) approves and rejects; who registers sickness (sickness.report)
 * reports sick and recovered; the accountant reads (leave.view).
 */
export function LeavePage() {
  const { t } = useTranslation('leave');
  return <PermittedPage title={t('title')} permission="leave.view" screen={LeaveAndSickness} />;
}

function LeaveAndSickness({ session }: { session: Session }) {
  const { t } = useTranslation('leave');
  const working = useWorkingCompany(session);
  const { companyId, timeZone } = working;
  const mayReport = can(session.role, 'sickness.report');
  const overview = useLeaveOverview(companyId, timeZone);
  const dialog = useLeaveDialog();

  return (
    <CompanyScreen
      title={t('title')}
      intro={t('intro')}
      companyLabel={t('companyLabel')}
      noCompany={t('noCompany')}
      working={working}
      banner={overview.banner}
      onCloseBanner={overview.closeBanner}
      after={
        <LeaveDialogs
          state={dialog}
          companyId={companyId}
          timeZone={timeZone}
          show={overview.show}
        />
      }
    >
      {() => (
        <>
          <PendingRequests
            query={overview.pending}
            mayDecide={can(session.role, 'leave.decide')}
            approving={overview.approving}
            onApprove={overview.approve}
            onReject={(leave) => dialog.open({ kind: 'reject', leave })}
          />
          <ApprovedLeave query={overview.approved} />
          <SickReports
            query={overview.sickness}
            timeZone={timeZone}
            mayReport={mayReport}
            onReport={() => dialog.open({ kind: 'sick' })}
            onRecover={(report) => dialog.open({ kind: 'recover', report })}
          />
        </>
      )}
    </CompanyScreen>
  );
}
