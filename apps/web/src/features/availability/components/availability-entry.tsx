import { AVAILABILITY_MESSAGES, availabilityBody } from '@klokwerk/contract/availability';
import { formatLocalDate } from '@klokwerk/domain/format';
import { compareDates, type LocalDate, toIsoDate } from '@klokwerk/domain/local-date';
import { Button, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../components/signed-in/time-field';
import { useCreateAvailability } from '../api/create-availability';
import {
  type AvailabilityValues,
  bodyFor,
  DEFAULT_VALUES,
  type Owner,
} from '../lib/availability-values';
import type { Month } from '../lib/calendar';
import type { DayMark } from '../lib/day-marks';
import { failedDates } from '../lib/save-failures';
import { MonthCalendar } from './month-calendar';

const ReplaceDialog = lazy(async () => ({
  default: (await import('./entry-dialogs')).ReplaceDialog,
}));

import { AvailableChoice } from './available-choice';
import type { PushToast } from './use-toasts';

/** The contract's rules and messages (docs/screens.md#availability), checked on the body of one date. */
const validateBody = schemaResolver(availabilityBody, { sync: true });
const FIELDS = ['startTime', 'endTime', 'available'] as const;

function errorText(error: ReactNode): string | undefined {
  return typeof error === 'string' ? error : undefined;
}

export interface AvailabilityEntryProps {
  owner: Owner;
  today: LocalDate;
  month: Month;
  onMonthChange(months: number): void;
  marks: ReadonlyMap<string, DayMark>;
  onToast: PushToast;
}

/**
 * The calendar and the form (docs/screens.md#availability): chosen days, one time range and a choice,
 * sent as one call per day in parallel. Days that were saved leave the selection; a day
 * that failed stays chosen, so sending again does not save the others twice.
 */
export function AvailabilityEntry({
  owner,
  today,
  month,
  onMonthChange,
  marks,
  onToast,
}: AvailabilityEntryProps) {
  const { t } = useTranslation('availability');
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, LocalDate>>(new Map());
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const create = useCreateAvailability();
  const chosen = [...selected.values()].sort(compareDates);

  const form = useForm<AvailabilityValues>({
    initialValues: DEFAULT_VALUES,
    validate: (values) => {
      const errors = validateBody(bodyFor(values, chosen[0] ?? today, owner));
      const shown: FormErrors = {};
      for (const field of FIELDS) if (errors[field]) shown[field] = errors[field];
      return shown;
    },
  });

  const toggle = (date: LocalDate) => {
    setCalendarError(null);
    setSelected((current) => {
      const next = new Map(current);
      const key = toIsoDate(date);
      if (!next.delete(key)) next.set(key, date);
      return next;
    });
  };

  const changeMonth = (months: number) => {
    setSelected(new Map());
    setCalendarError(null);
    onMonthChange(months);
  };

  /** Days whose times overlap an entry already there: the question, and the values sent. */
  const [overlaps, setOverlaps] = useState<{
    dates: LocalDate[];
    questions: string[];
    values: AvailabilityValues;
  } | null>(null);

  const sendDates = async (values: AvailabilityValues, dates: LocalDate[], replace: boolean) => {
    setSubmitting(true);
    try {
      const results = await Promise.allSettled(
        dates.map(async (date) => {
          await create.mutateAsync({ ...bodyFor(values, date, owner), replace });
          onToast('success', t('toast.saved', { date: formatLocalDate(date) }));
        }),
      );
      const failures = failedDates(dates, results);
      setSelected((current) => {
        const next = new Map(current);
        for (const date of dates) {
          if (!failures.some((failure) => failure.date === date)) next.delete(toIsoDate(date));
        }
        return next;
      });
      const asked = failures.filter((failure) => failure.overlap);
      setOverlaps(
        asked.length === 0
          ? null
          : {
              dates: asked.map((failure) => failure.date),
              questions: asked.map((failure) => failure.reason),
              values,
            },
      );
      const others = failures.filter((failure) => !failure.overlap);
      if (others.length > 0) {
        const list = others
          .map(({ date, reason }) => t('toast.failure', { date: formatLocalDate(date), reason }))
          .join('; ');
        onToast('error', t('toast.failures', { list }));
      }
    } catch {
      onToast('error', t('toast.unexpected'));
    } finally {
      setSubmitting(false);
    }
  };

  const send = async (values: AvailabilityValues) => {
    if (chosen.length === 0) {
      setCalendarError(AVAILABILITY_MESSAGES.atLeastOneDate);
      return;
    }
    await sendDates(values, chosen, false);
  };

  const submit = form.onSubmit(
    (values) => void send(values),
    (errors) => {
      if (errors.startTime) startRef.current?.focus();
      else if (errors.endTime) endRef.current?.focus();
    },
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', xs: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <MonthCalendar
              month={month}
              today={today}
              selected={new Set(selected.keys())}
              marks={marks}
              onToggle={toggle}
              onPastDay={() => setCalendarError(AVAILABILITY_MESSAGES.past)}
              onMonthChange={changeMonth}
            />
            {calendarError && (
              <Text size="sm" c="var(--mantine-color-error)" fw={500} mt="xs" role="alert">
                {calendarError}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md" px={{ base: 4, xs: 0 }} pb={{ base: 4, xs: 0 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600}>{t('form.selected', { count: chosen.length })}</Text>
                {chosen.length > 0 && (
                  <Button variant="subtle" size="compact-sm" onClick={() => setSelected(new Map())}>
                    {t('form.clearSelection')}
                  </Button>
                )}
              </Group>
              <SimpleGrid cols={2} spacing="sm">
                <TimeField
                  label={t('form.startTime')}
                  hoursRef={startRef}
                  value={form.values.startTime}
                  onChange={(value) => form.setFieldValue('startTime', value)}
                  error={errorText(form.errors.startTime)}
                />
                <TimeField
                  label={t('form.endTime')}
                  hoursRef={endRef}
                  value={form.values.endTime}
                  onChange={(value) => form.setFieldValue('endTime', value)}
                  error={errorText(form.errors.endTime)}
                />
              </SimpleGrid>
              <AvailableChoice
                available={form.values.available === 'true'}
                onChange={(available) =>
                  form.setFieldValue('available', available ? 'true' : 'false')
                }
              />
              <Button
                type="submit"
                size="md"
                loading={submitting}
                leftSection={<IconSend size={18} aria-hidden />}
              >
                {t('form.submit')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
      <Suspense fallback={null}>
        {overlaps && (
          <ReplaceDialog
            opened
            questions={overlaps.questions}
            busy={submitting}
            onReplace={() => void sendDates(overlaps.values, overlaps.dates, true)}
            onCancel={() => setOverlaps(null)}
          />
        )}
      </Suspense>
    </Paper>
  );
}
