import { weekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatDate } from '@klokwerk/domain/format';
import { addDays, type LocalDate, localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { type CopiedShifts, useCopySchedule } from '../api/roster-writes';
import { shiftLabel } from '../lib/roster-rows';
import type { RosterView } from '../lib/roster-search';
import type { Warnings } from './use-publish-week';

export interface CopyPreviousInput {
  companyId: number | null;
  timeZone: string;
  view: RosterView;
  /** The day shown: its week (or itself) receives the copy. */
  day: LocalDate;
  show: ShowBanner;
  onWarnings(warnings: Warnings | null): void;
}

/**
 * What a copy or a template planned, in the banner, and what it skipped and why, in the
 * notices: the planner decides what to do about those shifts.
 */
export function useCopyReport(input: Pick<CopyPreviousInput, 'timeZone' | 'show' | 'onWarnings'>) {
  const { t } = useTranslation('roster');
  const skippedItem = (skipped: CopiedShifts['skipped'][number]) => {
    const start = new Date(skipped.startTime);
    const day = weekdayName(localDateOf(start, input.timeZone));
    return t('copy.skippedItem', {
      name: skipped.employeeName,
      date: `${day} ${formatDate(start, input.timeZone)}`,
      time: shiftLabel(start, new Date(skipped.endTime), input.timeZone),
      reason: skipped.reason,
    });
  };
  return (answer: CopiedShifts) => {
    input.show('success', t('copy.done', { count: answer.created.length }));
    input.onWarnings(
      answer.skipped.length > 0
        ? {
            intro: t('copy.skipped', { count: answer.skipped.length }),
            items: answer.skipped.map(skippedItem),
          }
        : null,
    );
  };
}

/**
 * Kopieer vorige week (dag): the shifts of the week (day) before the one shown, planned again
 * as concepts; the server skips who left, is unavailable or has the shift already, and the
 * planner reads which and why.
 */
export function useCopyPrevious(input: CopyPreviousInput) {
  const { t } = useTranslation('roster');
  const mutation = useCopySchedule(input.companyId);

  const report = useCopyReport(input);

  const copy = () => {
    const { companyId } = input;
    if (companyId === null || mutation.isPending) return;
    input.onWarnings(null);
    const week = input.view === 'week';
    mutation.mutate(
      {
        companyId,
        span: week ? 'week' : 'day',
        from: toIsoDate(addDays(input.day, week ? -7 : -1)),
        to: toIsoDate(input.day),
      },
      {
        // Nothing to copy is no success: the planner may have meant another week.
        onSuccess: (answer) =>
          answer.created.length === 0 && answer.skipped.length === 0
            ? input.show('error', t(week ? 'copy.emptyWeek' : 'copy.emptyDay'))
            : report(answer),
        onError: (error) =>
          input.show(
            'error',
            `${t('errors.copy')} ${error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE}`,
            true,
          ),
      },
    );
  };

  return { copy, copying: mutation.isPending };
}
