import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { complianceQueryOptions } from '../../../lib/queries/compliance';
import { type PublishedWeek, usePublishWeek } from '../api/roster-writes';
import { type Finding, isViolation } from '../lib/compliance';
import type { Week } from '../lib/period';

export interface Warnings {
  intro: string;
  items: string[];
}

export interface PublishWeekInput {
  companyId: number | null;
  /** The week shown: Rooster Bevestigen publishes its concepts. */
  week: Week;
  /** The ids of the week's concept shifts. */
  concepts: ReadonlySet<number>;
  show: ShowBanner;
  onWarnings(warnings: Warnings | null): void;
}

/** The question before publishing a week with violations: which. */
export interface FindingsQuestion {
  opened: boolean;
  violations: Finding[];
}

/** The dialog that asks it: a chunk of its own, fetched while the check runs. */
export const loadConfirmFindingsDialog = () => import('./confirm-findings-dialog');

/**
 * The violations the planner is deciding on: those that involve the concepts being published.
 * The week's other violations (among definitive shifts alone) are the panel's to show.
 */
function violationsOf(findings: readonly Finding[], shifts: ReadonlySet<string | number>) {
  return findings.filter(
    (finding) => isViolation(finding) && finding.shiftIds.some((id) => shifts.has(id)),
  );
}

/**
 * Rooster Bevestigen: first the week is checked against the Arbeidstijdenwet; with violations
 * among its concepts the planner is asked to publish anyway or go back — a warning, never a
 * block, and a failed check does not stop publishing either. Then the week's concepts become
 * definitive in one call, all or none, and each employee concerned is mailed by the server.
 */
export function usePublish(input: PublishWeekInput) {
  const { t } = useTranslation('roster');
  const queryClient = useQueryClient();
  const mutation = usePublishWeek(input.companyId);
  const [checking, setChecking] = useState(false);
  const [question, setQuestion] = useState<FindingsQuestion | null>(null);

  const succeeded = (answer: PublishedWeek) => {
    const mailed = answer.mailed > 0 ? ` ${t('notices.mailed', { count: answer.mailed })}` : '';
    input.show('success', `${t('notices.confirmed', { count: answer.shifts.length })}${mailed}`);
    const warnings = [...new Set(answer.shifts.flatMap((shift) => shift.warnings))];
    const published = new Set<string | number>(answer.shifts.map((shift) => shift.scheduleId));
    const findings = violationsOf(answer.findings.findings, published).map((finding) =>
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

  const send = (companyId: number) =>
    mutation.mutate(
      { companyId, week: input.week.start.slice(0, 10) },
      {
        onSuccess: succeeded,
        onError: (error) =>
          input.show(
            'error',
            `${t('errors.confirm')} ${error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE}`,
            true,
          ),
      },
    );

  const confirm = async () => {
    const { companyId, concepts } = input;
    if (companyId === null || concepts.size === 0 || mutation.isPending || checking) return;
    input.onWarnings(null);
    setChecking(true);
    let violations: Finding[] = [];
    try {
      const [report] = await Promise.all([
        queryClient.fetchQuery(complianceQueryOptions(companyId, input.week)),
        loadConfirmFindingsDialog(),
      ]);
      violations = violationsOf(report.findings, concepts);
    } catch {
      // Only a warning was lost: publishing answers the week's findings too.
    } finally {
      setChecking(false);
    }
    if (violations.length > 0) setQuestion({ opened: true, violations });
    else send(companyId);
  };

  const close = () => setQuestion((current) => current && { ...current, opened: false });
  const confirmAnyway = () => {
    if (!question || input.companyId === null) return;
    close();
    send(input.companyId);
  };

  return {
    confirm: () => void confirm(),
    confirming: checking || mutation.isPending,
    checking,
    question,
    confirmAnyway,
    back: close,
  };
}
