import { weekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatEuro } from '@klokwerk/domain/format';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Icon, IconCircleCheck, IconCircleMinus, IconCirclePlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToneBadge } from '../../../components/signed-in/tone-badge';
import type { StatusTone } from '../../../lib/status-colours';
import { wallClockValue } from '../../../lib/wall-clock';
import { type Coverage, useCoverage } from '../api/get-coverage';
import type { Week } from '../lib/period';

type Need = Coverage['needs'][number];

/** 'maandag 30-11': a day of the week as the panel heads it. */
function dayName(date: string): string {
  return `${weekdayName(fromIsoDate(date))} ${date.slice(8, 10)}-${date.slice(5, 7)}`;
}

/** Under-staffed red, over-staffed yellow, complete green, each with its own icon. */
const STATE_LOOKS = {
  under: { tone: 'negative', icon: IconCircleMinus },
  over: { tone: 'waiting', icon: IconCirclePlus },
  ok: { tone: 'positive', icon: IconCircleCheck },
} as const satisfies Record<string, { tone: StatusTone; icon: Icon }>;

function NeedLine({ need, timeZone }: { need: Need; timeZone: string }) {
  const { t } = useTranslation('roster');
  const from = wallClockValue(new Date(need.startTime), timeZone).slice(11, 16);
  const to = wallClockValue(new Date(need.endTime), timeZone).slice(11, 16);
  const state = need.planned < need.needed ? 'under' : need.planned > need.needed ? 'over' : 'ok';
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        {t('coverage.line', {
          from,
          to,
          jobTitle: need.jobTitle,
          planned: need.planned,
          needed: need.needed,
        })}
      </Text>
      <ToneBadge {...STATE_LOOKS[state]}>
        {t(`coverage.${state}`, { count: Math.abs(need.needed - need.planned) })}
      </ToneBadge>
    </Group>
  );
}

/**
 * Bezetting beside the roster: per day and window how many are planned against needed
 * (concepts included, so it moves as the week is built), and the planned wage cost of the
 * week against the budget.
 */
export function StaffingCoveragePanel({
  companyId,
  week,
  timeZone,
}: {
  companyId: number;
  week: Week;
  timeZone: string;
}) {
  const { t } = useTranslation('roster');
  const headingId = useId();
  const coverage = useCoverage(companyId, week.start.slice(0, 10));
  const data = coverage.data;
  const days = new Map<string, Need[]>();
  for (const need of data?.needs ?? []) days.set(need.date, [...(days.get(need.date) ?? []), need]);
  const overBudget =
    data?.weeklyBudgetCents != null && data.plannedCostCents > data.weeklyBudgetCents;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('coverage.title')}
        </Title>
        {coverage.isError ? (
          <Text c="red">{t('coverage.failed')}</Text>
        ) : !data ? (
          <Skeleton height={60} />
        ) : (
          <>
            <Text fw={600} c={overBudget ? 'red' : undefined}>
              {data.weeklyBudgetCents === null
                ? t('coverage.cost', { cost: formatEuro(data.plannedCostCents) })
                : t(overBudget ? 'coverage.costOverBudget' : 'coverage.costBudget', {
                    cost: formatEuro(data.plannedCostCents),
                    budget: formatEuro(data.weeklyBudgetCents),
                  })}
            </Text>
            {days.size === 0 ? (
              <Text c="dimmed">
                {t('coverage.none')}{' '}
                <Anchor component={Link} to="/bezetting" underline="always">
                  {t('coverage.toStaffing')}
                </Anchor>
              </Text>
            ) : (
              [...days.entries()].map(([date, needs]) => (
                <Stack key={date} gap={4}>
                  <Text fw={600} size="sm">
                    {dayName(date)}
                  </Text>
                  {needs.map((need) => (
                    <NeedLine key={`${need.needId}`} need={need} timeZone={timeZone} />
                  ))}
                </Stack>
              ))
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
