import { formatDate } from '@klokwerk/domain/format';
import type { LocalDate } from '@klokwerk/domain/local-date';
import { startDayOf } from '@klokwerk/domain/roster-layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useConfirmSchedules } from '../api/confirm-schedules';
import { refusedDraft } from '../lib/confirm-failure';
import type { DraftShift } from '../lib/drafts';
import type { RosterShift } from '../lib/roster-rows';

export interface Warnings {
  intro: string;
  items: string[];
}

export interface ConfirmDraftsInput {
  companyId: number | null;
  timeZone: string;
  drafts: readonly DraftShift[];
  /** The same drafts as the grids draw them, by draft id. */
  draftShifts: ReadonlyMap<string, RosterShift>;
  remove(ids: readonly string[]): void;
  show: ShowBanner;
  onWarnings(warnings: Warnings | null): void;
  /** Shows the day of a refused draft. */
  onGoTo(date: LocalDate): void;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/**
 * Rooster Bevestigen: every concept shift of the company in one call, all or none. On success
 * the drafts that were sent are gone from the session and the definitive shifts are fetched,
 * with the server's warnings; on a refusal every draft stays, and the one the server names is
 * shown and outlined with the reason.
 */
export function useConfirmDrafts(input: ConfirmDraftsInput) {
  const { t } = useTranslation('roster');
  const mutation = useConfirmSchedules(input.companyId);
  const [refusedKey, setRefusedKey] = useState<string | null>(null);

  const confirm = () => {
    const { companyId, drafts } = input;
    if (companyId === null || drafts.length === 0 || mutation.isPending) return;
    const sent = [...drafts];
    setRefusedKey(null);
    input.onWarnings(null);
    mutation.mutate(
      {
        companyId,
        drafts: sent.map((draft) => ({
          employeeEmail: draft.employee.email,
          startTime: draft.startTime,
          endTime: draft.endTime,
        })),
      },
      {
        onSuccess: (created) => {
          input.remove(sent.map((draft) => draft.id));
          input.show('success', t('notices.confirmed', { count: created.length }));
          const items = [...new Set(created.flatMap((shift) => shift.warnings))];
          if (items.length > 0) input.onWarnings({ intro: t('notices.confirmWarnings'), items });
        },
        onError: (error) => {
          const refused = error instanceof ApiError ? refusedDraft(error.field) : null;
          const draft = refused ? sent[refused.index] : undefined;
          const shift = draft && input.draftShifts.get(draft.id);
          if (!draft || !shift) {
            input.show('error', `${t('errors.confirm')} ${messageOf(error)}`, true);
            return;
          }
          setRefusedKey(shift.key);
          input.onGoTo(startDayOf(shift, input.timeZone));
          input.show(
            'error',
            `${t('errors.confirm')} ${t('errors.refusedDraft', {
              name: `${draft.employee.firstName} ${draft.employee.lastName}`,
              date: formatDate(shift.startTime, input.timeZone),
              time: shift.label,
              message: messageOf(error),
            })}`,
            true,
          );
        },
      },
    );
  };

  return { confirm, confirming: mutation.isPending, refusedKey };
}
