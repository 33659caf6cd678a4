import { formatDate } from '@klokwerk/domain/format';
import type { LocalDate } from '@klokwerk/domain/local-date';
import { startDayOf } from '@klokwerk/domain/roster-layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { checkCompliance } from '../api/check-compliance';
import { type ConfirmedSchedules, useConfirmSchedules } from '../api/confirm-schedules';
import { draftBodies, draftName, type Finding, isViolation } from '../lib/compliance';
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

/** The question before confirming a roster with violations: which, and what would be sent. */
export interface FindingsQuestion {
  opened: boolean;
  violations: Finding[];
  sent: DraftShift[];
}

/** The dialog that asks it: a chunk of its own, fetched while the check runs. */
export const loadConfirmFindingsDialog = () => import('./confirm-findings-dialog');

/**
 * The violations the planner is deciding on: those that involve the shifts being confirmed.
 * The week's other violations (among definitive shifts alone) are the panel's to show.
 */
function violationsOf(findings: readonly Finding[], shifts: ReadonlySet<string | number>) {
  return findings.filter(
    (finding) => isViolation(finding) && finding.shiftIds.some((id) => shifts.has(id)),
  );
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/**
 * Rooster Bevestigen: first the drafts are checked against the Arbeidstijdenwet;
 * with violations the planner is asked to confirm anyway or go back — a warning, never a
 * block, and a failed check does not stop the confirmation either, whose answer holds the
 * findings too. Then every concept shift of the company goes in one call, all or none. On
 * success the drafts that were sent are gone from the session, the definitive shifts are
 * fetched, and the server's warnings and findings stay in view; on a refusal every draft
 * stays, and the one the server names is shown and outlined with the reason.
 */
export function useConfirmDrafts(input: ConfirmDraftsInput) {
  const { t } = useTranslation('roster');
  const mutation = useConfirmSchedules(input.companyId);
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [question, setQuestion] = useState<FindingsQuestion | null>(null);

  const succeeded = (sent: readonly DraftShift[], answer: ConfirmedSchedules) => {
    input.remove(sent.map((draft) => draft.id));
    input.show('success', t('notices.confirmed', { count: answer.shifts.length }));
    const warnings = [...new Set(answer.shifts.flatMap((shift) => shift.warnings))];
    const created = new Set<string | number>(answer.shifts.map((shift) => shift.scheduleId));
    const findings = violationsOf(answer.findings.findings, created).map((finding) =>
      t('labour.noticeItem', {
        name: finding.employeeName,
        message: finding.message,
        source: finding.source,
      }),
    );
    if (warnings.length + findings.length === 0) return;
    input.onWarnings({
      intro: warnings.length > 0 ? t('notices.confirmWarnings') : t('notices.confirmFindings'),
      items: [...warnings, ...findings],
    });
  };

  const refused = (sent: readonly DraftShift[], error: unknown) => {
    const named = error instanceof ApiError ? refusedDraft(error.field) : null;
    const draft = named ? sent[named.index] : undefined;
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
  };

  const send = (companyId: number, sent: DraftShift[]) =>
    mutation.mutate(
      { companyId, drafts: draftBodies(sent) },
      {
        onSuccess: (answer) => succeeded(sent, answer),
        onError: (error) => refused(sent, error),
      },
    );

  const confirm = async () => {
    const { companyId, drafts } = input;
    if (companyId === null || drafts.length === 0 || mutation.isPending || checking) return;
    const sent = [...drafts];
    setRefusedKey(null);
    input.onWarnings(null);
    setChecking(true);
    let violations: Finding[] = [];
    try {
      const [report] = await Promise.all([
        checkCompliance({ companyId, drafts: draftBodies(sent) }),
        loadConfirmFindingsDialog(),
      ]);
      violations = violationsOf(report.findings, new Set(sent.map((_, index) => draftName(index))));
    } catch {
      // Only a warning was lost: a refused draft is named again by the confirmation itself.
    } finally {
      setChecking(false);
    }
    if (violations.length > 0) setQuestion({ opened: true, violations, sent });
    else send(companyId, sent);
  };

  const close = () => setQuestion((current) => current && { ...current, opened: false });
  const confirmAnyway = () => {
    if (!question || input.companyId === null) return;
    close();
    send(input.companyId, question.sent);
  };

  return {
    confirm: () => void confirm(),
    confirming: checking || mutation.isPending,
    checking,
    refusedKey,
    question,
    confirmAnyway,
    back: close,
  };
}
