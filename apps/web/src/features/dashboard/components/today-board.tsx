import { longDate } from '@klokwerk/domain/dutch-calendar';
import { localDateOf } from '@klokwerk/domain/local-date';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { AbsentPanel } from './absent-panel';
import { LeftPanel, OpenPanel, PresentPanel } from './attendance-panels';
import { DecisionsPanel } from './decisions-panel';
import { ExpectedPanel } from './expected-panel';
import { NextWeekLabourPanel } from './next-week-labour-panel';
import { useTodayBoard } from './use-today-board';

/**
 * Vandaag, for those who run the day: who is in now, who is planned and not in yet (late once
 * the shift began, or marked on leave or sick), who left, registrations left open, who is away,
 * what waits for a decision and next week's labour-law findings, each with a link to the
 * screen that deals with it. It asks the server again every minute while it is open.
 */
export function TodayBoard({ companyId, timeZone }: { companyId: number; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { today, zone, week, violations, compliance, mayViewLeave } = useTodayBoard(
    companyId,
    timeZone,
  );
  const data = today.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} size="h3" id={headingId}>
          {t('today.title')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('today.subtitle', { date: longDate(localDateOf(new Date(), zone)) })}
          </Text>
        )}
      </div>
      {today.isPending && <LoadingRows rows={2} height={96} />}
      {today.isError && (
        <LoadFailed
          title={t('today.failed')}
          error={today.error}
          retryLabel={t('today.retry')}
          onRetry={() => void today.refetch()}
        />
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <PresentPanel data={data} zone={zone} />
          <ExpectedPanel data={data} zone={zone} />
          <LeftPanel data={data} zone={zone} />
          <OpenPanel data={data} zone={zone} />
          <AbsentPanel data={data} zone={zone} mayViewLeave={mayViewLeave} />
          <DecisionsPanel data={data} />
          <NextWeekLabourPanel
            monday={week.monday}
            violations={violations}
            failed={compliance.isError}
            checked={compliance.isSuccess}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
