import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BalanceOf,
  type LeaveBalance as LeaveBalanceAnswer,
  useLeaveBalance,
} from '../../lib/queries/balances';
import { isoDateText, minutesText } from './balance-format';
import { LoadFailed, LoadingRows } from './load-states';

type Kind = 'statutory' | 'extra';
type Figures = NonNullable<LeaveBalanceAnswer['balance']>['statutory'];
const FIGURES = [
  'opening',
  'accrued',
  'corrections',
  'taken',
  'planned',
  'expired',
  'remaining',
] as const satisfies readonly (keyof Figures)[];

/** A kind with nothing in it (no extra-statutory leave at the company) is left out. */
function hasFigures(figures: Figures): boolean {
  return FIGURES.some((name) => figures[name].minutes !== 0);
}

function KindFigures({ kind, figures }: { kind: Kind; figures: Figures }) {
  const { t } = useTranslation('balances');
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Text fw={700} id={titleId} mb={4}>
        {t(`leave.${kind}`)}
      </Text>
      <dl style={{ margin: 0 }}>
        {FIGURES.map((name) => (
          <Group key={name} justify="space-between" gap="xs" wrap="nowrap" py={2}>
            <Text component="dt" size="sm" fw={name === 'remaining' ? 700 : 400}>
              {t(`leave.figures.${name}`)}
              {figures[name].source && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({figures[name].source})
                </Text>
              )}
            </Text>
            <Text component="dd" size="sm" m={0} fw={name === 'remaining' ? 700 : 400} ta="right">
              {minutesText(figures[name].minutes)}
            </Text>
          </Group>
        ))}
      </dl>
    </Paper>
  );
}

function BalanceFigures({ answer }: { answer: LeaveBalanceAnswer }) {
  const { t } = useTranslation('balances');
  const balance = answer.balance;
  if (balance === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('leave.none', { year: answer.year, firstYear: answer.firstYear })}
      </Text>
    );
  }
  const kinds = (['statutory', 'extra'] as const).filter(
    (kind) => kind === 'statutory' || hasFigures(balance[kind]),
  );
  const remaining = balance.statutory.remaining.minutes + balance.extra.remaining.minutes;
  return (
    <Stack gap="sm">
      <Paper radius="md" p="sm" bg="var(--mantine-color-default-hover)">
        <Text size="sm">{t('leave.remaining', { year: answer.year })}</Text>
        <Text fz="xl" fw={700} data-testid="leave-balance-remaining">
          {minutesText(remaining)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('leave.remainingHint')}
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: kinds.length }} spacing="sm">
        {kinds.map((kind) => (
          <KindFigures key={kind} kind={kind} figures={balance[kind]} />
        ))}
      </SimpleGrid>
      {balance.expiries.length > 0 && (
        <Stack gap={4}>
          <Text fw={700} size="sm">
            {t('leave.expiriesTitle')}
          </Text>
          {balance.expiries.map((expiry) => (
            <Text size="sm" key={`${expiry.kind}-${expiry.accrualYear}-${expiry.date}`}>
              {t(expiry.date <= answer.today ? 'leave.expired' : 'leave.expiry', {
                duration: minutesText(expiry.minutes),
                kind: t(`leave.kinds.${expiry.kind}`),
                accrualYear: expiry.accrualYear,
                date: isoDateText(expiry.date),
                source: expiry.source,
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Verlofsaldo (docs/leave-and-hours-balance.md#the-balance): the year's statutory and
 * extra-statutory leave, each figure with the rule it follows, and what lapses when. One's own
 * on Mijn rooster, an employee's in the employee dialog; the year can be chosen.
 */
export function LeaveBalance({
  of,
  currentYear,
  titleOrder = 2,
}: {
  of: BalanceOf;
  currentYear: number;
  titleOrder?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('balances');
  const [year, setYear] = useState(currentYear);
  const balance = useLeaveBalance(of, year);
  const headingId = useId();
  const years = [currentYear - 1, currentYear, currentYear + 1];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={titleOrder} size="h4" id={headingId}>
          {t('leave.title')}
        </Title>
        <NativeSelect
          label={t('leave.year')}
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          data={years.map(String)}
          w={110}
        />
      </Group>
      {balance.isPending && <LoadingRows rows={2} height={48} />}
      {balance.isError && (
        <LoadFailed
          title={t('leave.failed')}
          error={balance.error}
          retryLabel={t('leave.retry')}
          onRetry={() => void balance.refetch()}
        />
      )}
      {balance.data && <BalanceFigures answer={balance.data} />}
    </Stack>
  );
}
