import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../../../components/signed-in/decision-buttons';
import { QueryList } from '../../../components/signed-in/query-list';
import type { LeaveItem } from '../../../lib/queries/leave';
import { LeaveCard } from './leave-card';
import { loadReject } from './leave-dialogs';
import { LeaveSection } from './leave-section';

export interface PendingRequestsProps {
  query: UseQueryResult<LeaveItem[]>;
  /** Who may decide (leave.decide) has Goedkeuren and Afwijzen on each request. */
  mayDecide: boolean;
  approving(leave: LeaveItem): boolean;
  onApprove(leave: LeaveItem): void;
  onReject(leave: LeaveItem): void;
}

/** The requests that wait for a decision. */
export function PendingRequests({ query, mayDecide, ...actions }: PendingRequestsProps) {
  const { t } = useTranslation('leave');
  return (
    <LeaveSection title={t('pending.title')} count={query.data?.length}>
      <QueryList
        query={query}
        items={(data) => data}
        loading={{ rows: 2, height: 96 }}
        failed={t('pending.failed')}
        retryLabel={t('retry')}
        empty={t('pending.empty')}
      >
        {(leave) => (
          <LeaveCard
            key={leave.leaveId}
            leave={leave}
            actions={
              mayDecide && (
                <DecisionButtons
                  size="compact-md"
                  texts={{ approve: t('pending.approve'), reject: t('pending.reject') }}
                  about={`${leave.firstName} ${leave.lastName}`}
                  approving={actions.approving(leave)}
                  onApprove={() => actions.onApprove(leave)}
                  onReject={() => actions.onReject(leave)}
                  onPrepareReject={() => void loadReject()}
                />
              )
            }
          />
        )}
      </QueryList>
    </LeaveSection>
  );
}
