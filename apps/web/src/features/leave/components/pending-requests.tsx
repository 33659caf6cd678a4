import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
                <Group gap="xs">
                  <Button
                    size="compact-md"
                    color="#267335"
                    leftSection={<IconCheck size={16} aria-hidden />}
                    loading={actions.approving(leave)}
                    aria-label={`${t('pending.approve')}: ${leave.firstName} ${leave.lastName}`}
                    onClick={() => actions.onApprove(leave)}
                  >
                    {t('pending.approve')}
                  </Button>
                  <Button
                    size="compact-md"
                    variant="outline"
                    color="red.9"
                    leftSection={<IconX size={16} aria-hidden />}
                    aria-label={`${t('pending.reject')}: ${leave.firstName} ${leave.lastName}`}
                    onPointerEnter={() => void loadReject()}
                    onClick={() => actions.onReject(leave)}
                  >
                    {t('pending.reject')}
                  </Button>
                </Group>
              )
            }
          />
        )}
      </QueryList>
    </LeaveSection>
  );
}
