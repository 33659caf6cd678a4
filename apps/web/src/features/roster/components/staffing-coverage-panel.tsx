import { formatEuro } from '@klokwerk/domain/format';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wallClockValue } from '../../../lib/wall-clock';
import { type Coverage, useCoverage } from '../api/get-coverage';
import type { Week } from '../lib/period';

const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];

type Need = Coverage['needs'][number];

function dayName(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()];
  return `${weekday} ${date.slice(8, 10)}-${date.slice(5, 7)}`;
}

function NeedLine({ need, timeZone }: { need: Need; timeZone: string }) {
  const { t } = useTranslation('roster');
  const from = wallClockValue(new Date(need.startTime), timeZone).slice(11, 16);
  const to = wallClockValue(new Date(need.endTime), timeZone).slice(11, 16);
  const state = need.planned < need.needed ? 'under' : need.planned > need.needed ? 'over' : 'ok';
  const colour = { under: 'red', over: 'orange', ok: 'green' }[state];
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
      <Badge color={colour} variant="light" tt="none">
        {t(`coverage.${state}`, { count: Math.abs(need.needed - need.planned) })}
      </Badge>
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
                <Anchor component={Link} to="/bezetting">
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
