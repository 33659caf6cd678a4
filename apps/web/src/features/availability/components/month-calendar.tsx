import { longDate } from '@klokwerk/domain/dutch-calendar';
import { compareDates, type LocalDate, toIsoDate } from '@klokwerk/domain/local-date';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { firstColumn, isPast, type Month, monthDays, monthLabel } from '../lib/calendar';
import type { DayMark } from '../lib/day-marks';
import classes from './month-calendar.module.css';

export interface MonthCalendarProps {
  month: Month;
  today: LocalDate;
  /** The chosen days, as yyyy-mm-dd. */
  selected: ReadonlySet<string>;
  /** What was entered already, by yyyy-mm-dd. */
  marks: ReadonlyMap<string, DayMark>;
  onToggle(date: LocalDate): void;
  /** A past day was pressed: it cannot be chosen, and the screen says so. */
  onPastDay(date: LocalDate): void;
  onMonthChange(months: number): void;
}

/** Arrow keys move by a day or a week, as in any date picker. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The availability screen's month calendar: weeks from Monday, every day a toggle button that
 * says its full date, whether it is chosen (aria-pressed) and what was entered for it. Past days
 * stay focusable but cannot be chosen (aria-disabled), so pressing one explains why.
 */
export function MonthCalendar({
  month,
  today,
  selected,
  marks,
  onToggle,
  onPastDay,
  onMonthChange,
}: MonthCalendarProps) {
  const { t } = useTranslation('availability');
  const headingId = useId();
  const grid = useRef<HTMLFieldSetElement>(null);
  const weekdays = t('calendar.weekdays', { returnObjects: true });

  const moveFocus = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const step = STEPS[event.key];
    const from = (event.target as HTMLElement).dataset.day;
    if (step === undefined || from === undefined) return;
    const target = grid.current?.querySelector<HTMLButtonElement>(
      `[data-day="${Number(from) + step}"]`,
    );
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const describe = (date: LocalDate): string => {
    const parts = [longDate(date)];
    if (compareDates(date, today) === 0) parts.push(t('calendar.today'));
    const mark = marks.get(toIsoDate(date));
    if (mark) parts.push(t(`calendar.mark.${mark}`));
    return parts.join(', ');
  };

  return (
    <div className={classes.calendar}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} size="h3" id={headingId} aria-live="polite">
          {monthLabel(month)}
        </Title>
        <Group gap="xs" wrap="nowrap" className={classes.navigation}>
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={18} aria-hidden />}
            classNames={{ section: classes.chevron }}
            onClick={() => onMonthChange(-1)}
          >
            {t('calendar.previous')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={18} aria-hidden />}
            classNames={{ section: classes.chevron }}
            onClick={() => onMonthChange(1)}
          >
            {t('calendar.next')}
          </Button>
        </Group>
      </Group>
      {/* Every button says its whole date, so the column heads are for the eye only. */}
      <div className={classes.grid} aria-hidden>
        {weekdays.map((weekday) => (
          <Text key={weekday} span size="sm" fw={600} c="dimmed" ta="center">
            {weekday}
          </Text>
        ))}
      </div>
      <fieldset
        ref={grid}
        className={`${classes.grid} ${classes.days}`}
        aria-labelledby={headingId}
        onKeyDown={moveFocus}
      >
        {monthDays(month).map((date) => {
          const iso = toIsoDate(date);
          const past = isPast(date, today);
          const isToday = compareDates(date, today) === 0;
          return (
            <button
              key={iso}
              type="button"
              className={classes.day}
              // The first day stands under its weekday; the others follow it.
              style={date.day === 1 ? { gridColumnStart: firstColumn(month) } : undefined}
              data-day={date.day}
              data-mark={marks.get(iso)}
              aria-label={describe(date)}
              aria-pressed={selected.has(iso)}
              aria-disabled={past || undefined}
              aria-current={isToday ? 'date' : undefined}
              onClick={() => (past ? onPastDay(date) : onToggle(date))}
            >
              {date.day}
            </button>
          );
        })}
      </fieldset>
      <Group gap="md" mt="sm" aria-hidden>
        <Text size="xs" c="dimmed" className={classes.legend} data-mark="available">
          {t('calendar.legend.available')}
        </Text>
        <Text size="xs" c="dimmed" className={classes.legend} data-mark="unavailable">
          {t('calendar.legend.unavailable')}
        </Text>
      </Group>
    </div>
  );
}
