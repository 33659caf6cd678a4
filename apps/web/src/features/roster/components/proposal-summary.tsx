import { formatEuro } from '@klokwerk/domain/format';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wallClockValue } from '../../../lib/wall-clock';
import type { ProposalSummary as Summary } from '../api/propose-roster';

const WEEKDAYS = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'];

/** When an open need is, as the planner reads it: "ma 30-11 17:00–23:00". */
function whenOf(start: string, end: string, timeZone: string): string {
  const from = wallClockValue(new Date(start), timeZone);
  const to = wallClockValue(new Date(end), timeZone);
  const [year, month, day] = from.slice(0, 10).split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()];
  return `${weekday} ${from.slice(8, 10)}-${from.slice(5, 7)} ${from.slice(11, 16)}–${to.slice(11, 16)}`;
}

const hours = (minutes: number) =>
  (minutes / 60).toLocaleString('nl-NL', { maximumFractionDigits: 1 });

/** What Rooster voorstellen planned, what it costs and what stayed open, in plain Dutch. */
export function ProposalSummary({ summary, timeZone }: { summary: Summary; timeZone: string }) {
  const { t } = useTranslation('roster');
  const percent =
    summary.neededMinutes === 0
      ? 100
      : Math.floor((summary.coveredMinutes / summary.neededMinutes) * 100);
  return (
    <Stack gap="sm" aria-live="polite">
      <Text fw={600}>{t('proposal.planned', { count: summary.shiftCount })}</Text>
      <Text>
        {t('proposal.coverage', {
          percent,
          covered: hours(summary.coveredMinutes),
          needed: hours(summary.neededMinutes),
        })}
      </Text>
      <Text>
        {summary.weeklyBudgetCents === null
          ? t('proposal.cost', {
              cost: formatEuro(summary.costCents),
              week: formatEuro(summary.weekCostCents),
            })
          : t('proposal.costBudget', {
              cost: formatEuro(summary.costCents),
              week: formatEuro(summary.weekCostCents),
              budget: formatEuro(summary.weeklyBudgetCents),
            })}
      </Text>
      <Text>
        {summary.violations === 0
          ? t('proposal.lawClean')
          : t('proposal.lawFindings', { count: summary.violations })}
      </Text>
      {summary.uncovered.length === 0 ? (
        <Text>{t('proposal.allCovered')}</Text>
      ) : (
        <>
          <Text fw={600}>{t('proposal.uncoveredTitle')}</Text>
          <List spacing={4} aria-label={t('proposal.uncoveredTitle')}>
            {summary.uncovered.map((need) => (
              <List.Item key={`${need.jobTitleId}-${need.startTime}`}>
                {t('proposal.uncoveredItem', {
                  when: whenOf(need.startTime, need.endTime, timeZone),
                  jobTitle: need.jobTitle,
                  count: need.missing,
                  message: need.message,
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {!summary.optimal && <Text c="dimmed">{t('proposal.notProven')}</Text>}
    </Stack>
  );
}
