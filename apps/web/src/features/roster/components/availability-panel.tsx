import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Alert, Badge, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { monthWallClock } from '../../../lib/calendar-month';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import { type CompanyAvailability, useCompanyAvailability } from '../api/get-company-availability';
import { monthStart } from '../lib/period';
import classes from './new-shift.module.css';

export interface AvailabilityPanelProps {
  companyId: number;
  timeZone: string;
  month: string;
  monthChoices: ReadonlyArray<{ value: string; label: string }>;
  onMonthChange(month: string): void;
  /** The employee chosen in the form: only their entries are listed. */
  employee: { employeeId: number; name: string } | null;
}

type Entry = CompanyAvailability[number];

/**
 * The side panel of Nieuwe Dienst (docs/screens.md#roster): the availability the company's employees
 * entered for a month, with Beschikbaar or Niet beschikbaar, narrowed to the chosen employee.
 */
export function AvailabilityPanel({
  companyId,
  timeZone,
  month,
  monthChoices,
  onMonthChange,
  employee,
}: AvailabilityPanelProps) {
  const { t } = useTranslation('roster');
  const headingId = useId();
  const period = useMemo(() => {
    const first = monthStart(month);
    return first && monthWallClock(first);
  }, [month]);
  const availability = useCompanyAvailability(companyId, period);
  const entries = useMemo(
    () =>
      (availability.data ?? []).filter(
        (entry) => employee === null || entry.employeeId === employee.employeeId,
      ),
    [availability.data, employee],
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} className={classes.panel}>
      <Title order={3} size="h4" id={headingId}>
        {t('availability.title')}
      </Title>
      <Select
        label={t('availability.month')}
        data={monthChoices}
        value={month}
        onChange={(value) => value !== null && onMonthChange(value)}
        allowDeselect={false}
        maxDropdownHeight={240}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed">
        {employee
          ? t('availability.forEmployee', { name: employee.name })
          : t('availability.forEveryone')}
      </Text>
      {availability.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('availability.loading')}</Text>
        </Group>
      ) : availability.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('availability.failed')}
        </Alert>
      ) : entries.length === 0 ? (
        <Text size="sm">{t('availability.empty')}</Text>
      ) : (
        <AvailabilityList entries={entries} timeZone={timeZone} />
      )}
    </Stack>
  );
}

/** The month's entries: who, when, and Beschikbaar or Niet beschikbaar. Scrolls on its own. */
function AvailabilityList({ entries, timeZone }: { entries: readonly Entry[]; timeZone: string }) {
  const { t } = useTranslation('roster');
  const span = (entry: Entry) => {
    const start = new Date(entry.startTime);
    const end = new Date(entry.endTime);
    const startDay = formatDate(start, timeZone);
    const endDay = formatDate(end, timeZone);
    return t('availability.span', {
      start: `${startDay} ${formatTime(start, timeZone)}`,
      end:
        endDay === startDay ? formatTime(end, timeZone) : `${endDay} ${formatTime(end, timeZone)}`,
    });
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (WCAG 2.1.1).
    <section className={classes.list} aria-label={t('availability.list')} tabIndex={0}>
      <ul className={classes.entries}>
        {entries.map((entry) => {
          const name = `${entry.employee.firstName} ${entry.employee.lastName}`.trim();
          return (
            <li key={entry.id} className={classes.entry}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600} className={classes.entryName}>
                  {name || t('availability.unknownEmployee')}
                </Text>
                <Badge
                  color={STATUS_COLOURS[entry.available ? 'positive' : 'negative']}
                  tt="none"
                  className={classes.status}
                >
                  {entry.available ? t('availability.available') : t('availability.unavailable')}
                </Badge>
              </Group>
              <Text size="sm" className={classes.span}>
                {span(entry)}
              </Text>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
