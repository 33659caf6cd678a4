import { formatLocalDate } from '@klokwerk/domain/format';
import type { LocalDate } from '@klokwerk/domain/local-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAvailability } from '../api/create-availability';
import { type AvailabilityValues, bodyFor, type Owner } from '../lib/availability-values';
import { failedDates } from '../lib/save-failures';
import type { PushToast } from './use-toasts';

/** Days whose times overlap an entry already there: the question, and the values sent. */
export interface Overlaps {
  dates: LocalDate[];
  questions: string[];
  values: AvailabilityValues;
}

export interface SendAvailabilityInput {
  owner: Owner;
  onToast: PushToast;
  /** The days that were saved. */
  onSaved(dates: readonly LocalDate[]): void;
}

/**
 * Sends one call per day, in parallel, and says per day what became of it. A day that overlaps
 * an entry is not an error but a question: replace it, or keep the old one.
 */
export function useSendAvailability({ owner, onToast, onSaved }: SendAvailabilityInput) {
  const { t } = useTranslation('availability');
  const create = useCreateAvailability();
  const [submitting, setSubmitting] = useState(false);
  const [overlaps, setOverlaps] = useState<Overlaps | null>(null);

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
      onSaved(dates.filter((date) => !failures.some((failure) => failure.date === date)));
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

  return { submitting, overlaps, sendDates, cancelOverlaps: () => setOverlaps(null) };
}
