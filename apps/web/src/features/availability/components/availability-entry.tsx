import { AVAILABILITY_MESSAGES } from '@klokwerk/contract/availability';
import type { LocalDate } from '@klokwerk/domain/local-date';
import { Grid, Paper, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Owner } from '../lib/availability-values';
import type { Month } from '../lib/calendar';
import type { DayMark } from '../lib/day-marks';
import { EntryFields } from './entry-fields';
import { MonthCalendar } from './month-calendar';
import { useAvailabilityEntry } from './use-availability-entry';
import type { PushToast } from './use-toasts';

const ReplaceDialog = lazy(async () => ({
  default: (await import('./entry-dialogs')).ReplaceDialog,
}));

export interface AvailabilityEntryProps {
  owner: Owner;
  today: LocalDate;
  month: Month;
  onMonthChange(months: number): void;
  marks: ReadonlyMap<string, DayMark>;
  onToast: PushToast;
}

/**
 * The calendar and the form: chosen days, one time range and a choice, sent as one call per
 * day in parallel.
 */
export function AvailabilityEntry({ month, marks, ...input }: AvailabilityEntryProps) {
  const { startRef, endRef, selection, sending, form, submit } = useAvailabilityEntry(input);
  const { overlaps } = sending;

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', xs: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <MonthCalendar
              month={month}
              today={input.today}
              selected={new Set(selection.selected.keys())}
              marks={marks}
              onToggle={selection.toggle}
              onPastDay={() => selection.setCalendarError(AVAILABILITY_MESSAGES.past)}
              onMonthChange={selection.changeMonth}
            />
            {selection.calendarError && (
              <Text size="sm" c="var(--mantine-color-error)" fw={500} mt="xs" role="alert">
                {selection.calendarError}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <EntryFields
              form={form}
              chosen={selection.chosen.length}
              onClearSelection={selection.clear}
              startRef={startRef}
              endRef={endRef}
              submitting={sending.submitting}
            />
          </Grid.Col>
        </Grid>
      </form>
      <Suspense fallback={null}>
        {overlaps && (
          <ReplaceDialog
            opened
            questions={overlaps.questions}
            busy={sending.submitting}
            onReplace={() => void sending.sendDates(overlaps.values, overlaps.dates, true)}
            onCancel={sending.cancelOverlaps}
          />
        )}
      </Suspense>
    </Paper>
  );
}
