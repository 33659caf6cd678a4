import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryList } from '../../../components/signed-in/query-list';
import type { LeaveItem } from '../../../lib/queries/leave';
import { LeaveCard } from './leave-card';
import { LeaveSection } from './leave-section';

/** The approved leave from today on: who will be away, read-only. */
export function ApprovedLeave({ query }: { query: UseQueryResult<LeaveItem[]> }) {
  const { t } = useTranslation('leave');
  return (
    <LeaveSection title={t('approved.title')} count={query.data?.length}>
      <QueryList
        query={query}
        items={(data) => data}
        loading={{ rows: 2, height: 80 }}
        failed={t('approved.failed')}
        retryLabel={t('retry')}
        empty={t('approved.empty')}
      >
        {(leave) => <LeaveCard key={leave.leaveId} leave={leave} />}
      </QueryList>
    </LeaveSection>
  );
}
