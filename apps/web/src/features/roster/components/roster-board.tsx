import { weekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatLocalDate } from '@klokwerk/domain/format';
import type { LocalDate } from '@klokwerk/domain/local-date';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { type MouseEvent, useId, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { openShiftDay, openShiftWeek, type RosterOpenShift } from '../lib/open-shift-rows';
import type { Week } from '../lib/period';
import { dayRows, type RosterShift, type RowPerson, weekRows } from '../lib/roster-rows';
import type { RosterView } from '../lib/roster-search';
import { DayGrid } from './day-grid';
import classes from './roster-grid.module.css';
import type { RosterStatus } from './use-roster-data';
import { WeekGrid } from './week-grid';

export interface RosterBoardProps {
  view: RosterView;
  week: Week;
  day: LocalDate;
  today: LocalDate;
  timeZone: string;
  status: RosterStatus;
  people: readonly RowPerson[];
  shifts: readonly RosterShift[];
  /** Arbeidstijdenwet violations by block key. */
  flags: ReadonlyMap<string, string[]>;
  /** The company's open shifts not yet over (none for who may not see them). */
  openShifts: readonly RosterOpenShift[];
  onOpen(event: MouseEvent<HTMLButtonElement>): void;
  /** An empty cell of the week opens Nieuwe Dienst for its person and day. */
  onAdd(event: MouseEvent<HTMLButtonElement>): void;
  /** A concept block dropped on another cell of the week: its key, the employee and the day. */
  onMove(shiftKey: string, employeeId: number, day: string): void;
  onRetry(): void;
}

/** The period's heading with the employee count, and the week or day grid (or why there is none). */
export function RosterBoard(props: RosterBoardProps) {
  const { t } = useTranslation('roster');
  const headingId = useId();
  const { view, week, day, today, timeZone, people, shifts, status, openShifts } = props;

  const weekLayout = useMemo(
    () => (view === 'week' ? weekRows(people, shifts, week.days, timeZone) : null),
    [view, people, shifts, week.days, timeZone],
  );
  const dayLayout = useMemo(
    () => (view === 'dag' ? dayRows(people, shifts, day, timeZone) : null),
    [view, people, shifts, day, timeZone],
  );
  const weekOpenShifts = useMemo(
    () => openShiftWeek(openShifts, week.days, timeZone),
    [openShifts, week.days, timeZone],
  );
  const dayOpenShifts = useMemo(
    () => openShiftDay(openShifts, day, timeZone),
    [openShifts, day, timeZone],
  );
  const dayLabel = `${weekdayName(day)} ${formatLocalDate(day)}`;
  // A date stays whole when the heading wraps on a phone ("13-12-" and "2026" apart otherwise).
  const heading =
    view === 'week' ? (
      <Trans
        t={t}
        i18nKey="period.week"
        values={{
          number: week.number,
          from: formatLocalDate(week.days[0] ?? day),
          to: formatLocalDate(week.days[6] ?? day),
        }}
        components={{ date: <span className={classes.date} /> }}
      />
    ) : (
      t('period.day', { weekday: weekdayName(day), date: formatLocalDate(day) })
    );
  const count = (weekLayout ?? dayLayout ?? []).length;

  return (
    <Stack gap="sm" component="section">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3" id={headingId} tt={view === 'dag' ? 'capitalize' : undefined}>
          {heading}
        </Title>
        {status === 'ready' && (
          <Badge
            size="lg"
            variant="light"
            tt="none"
            leftSection={<IconUsers size={14} aria-hidden />}
          >
            {t('employeeCount', { count })}
          </Badge>
        )}
      </Group>
      {status === 'loading' ? (
        <Stack gap={6} aria-busy="true" aria-label={t('grid.loading')} role="status">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : status === 'failed' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('errors.load')}</Text>
            <Button size="compact-sm" variant="light" onClick={props.onRetry}>
              {t('errors.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : count === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <Text c="dimmed" lh={0} aria-hidden>
              <IconUsers size={32} />
            </Text>
            <Text fw={600}>{t('empty.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('empty.text')}
            </Text>
          </Stack>
        </Paper>
      ) : weekLayout ? (
        <WeekGrid
          rows={weekLayout}
          days={week.days}
          today={today}
          labelledBy={headingId}
          flags={props.flags}
          openShifts={weekOpenShifts}
          onOpen={props.onOpen}
          onAdd={props.onAdd}
          onMove={props.onMove}
        />
      ) : (
        <DayGrid
          rows={dayLayout ?? []}
          dayLabel={dayLabel}
          labelledBy={headingId}
          flags={props.flags}
          openShifts={dayOpenShifts}
          onOpen={props.onOpen}
        />
      )}
    </Stack>
  );
}
