import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { useDecideMany } from '../api/decide-many';
import { useUpdateApprovalStatus } from '../api/update-approval-status';
import { failureText } from '../lib/error-text';
import type { RecordRow } from '../lib/record-rows';

export type Decision = 'Approved' | 'Rejected';

export interface RecordDecisionsInput {
  companyId: number;
  rows: readonly RecordRow[];
  onNotice: ShowBanner;
}

/**
 * Goedkeuren and Afkeuren, of one registration or of many in one call (all or none), the
 * registrations chosen for it, and the registration the reject dialog asks a reason for.
 */
export function useRecordDecisions({ companyId, rows, onNotice }: RecordDecisionsInput) {
  const { t } = useTranslation('reports');
  const approval = useUpdateApprovalStatus();
  const bulk = useDecideMany(companyId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<RecordRow | null>(null);
  const [rejectOpened, setRejectOpened] = useState(false);
  const failed = (error: unknown) =>
    onNotice('error', failureText(t('hours.records.approvalFailed'), error), true);

  const decide = (row: RecordRow, approvalStatus: Decision, reason?: string) =>
    approval.mutate(
      { recordId: row.recordId, approvalStatus, rejectionReason: reason },
      {
        onSuccess: () => {
          setRejectOpened(false);
          onNotice(
            'success',
            t(approvalStatus === 'Approved' ? 'hours.records.approved' : 'hours.records.rejected', {
              name: row.name,
            }),
          );
        },
        onError: (error) => {
          setRejectOpened(false);
          failed(error);
        },
      },
    );

  // Every target was chosen: a marked one among them is named as reviewed (its note is in its
  // row), while Alles goedkeuren leaves marked ones out of its targets.
  const decideAll = (targets: readonly RecordRow[], approvalStatus: Decision) => {
    const reviewedIds = targets.filter((row) => row.needsReview).map((row) => row.recordId);
    bulk.mutate(
      {
        recordIds: targets.map((row) => row.recordId),
        ...(reviewedIds.length > 0 ? { reviewedIds } : {}),
        approvalStatus,
      },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          const count = answer.changed.length;
          onNotice(
            'success',
            count === 0
              ? t('hours.records.bulkNothing')
              : t(
                  approvalStatus === 'Approved'
                    ? 'hours.records.bulkApproved'
                    : 'hours.records.bulkRejected',
                  { count },
                ),
          );
        },
        onError: failed,
      },
    );
  };

  const select = (row: RecordRow, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(row.recordId);
      else next.delete(row.recordId);
      return next;
    });

  return {
    decide,
    decideAll,
    deciding: approval.isPending,
    busyId: approval.isPending && approval.variables ? Number(approval.variables.recordId) : null,
    decidingAll: bulk.isPending,
    selected,
    select,
    chosen: rows.filter((row) => selected.has(row.recordId)),
    rejecting,
    rejectOpened,
    openReject: (row: RecordRow) => {
      setRejecting(row);
      setRejectOpened(true);
    },
    closeReject: () => setRejectOpened(false),
  };
}

export type RecordDecisions = ReturnType<typeof useRecordDecisions>;
