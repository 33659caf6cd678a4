import { formatDate, formatTime } from '@klokwerk/domain/format';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import type { Reach } from '../lib/available-reports';
import type { RecordRow } from '../lib/record-rows';
import type { RecordDecisions } from './use-record-decisions';
import {
  loadHistoryDialog,
  loadRejectDialog,
  loadTimesDialog,
  type RecordDialogState,
} from './use-record-dialogs';

const RejectDialog = lazy(async () => ({ default: (await loadRejectDialog()).RejectDialog }));
const RecordTimesDialog = lazy(async () => ({
  default: (await loadTimesDialog()).RecordTimesDialog,
}));
const RecordHistoryDialog = lazy(async () => ({
  default: (await loadHistoryDialog()).RecordHistoryDialog,
}));

function subjectOf(row: RecordRow, timeZone: string): string {
  const clockIn = new Date(row.clockInTime);
  return `${row.name}, ${formatDate(clockIn, timeZone)} ${formatTime(clockIn, timeZone)}`;
}

export interface RecordDialogsProps {
  reach: Reach;
  companyId: number;
  timeZone: string;
  dialogs: RecordDialogState;
  decisions: RecordDecisions;
  onNotice: ShowBanner;
}

/** A registration's times (or a new one), its history, and the reason it is rejected for. */
export function RecordDialogs({
  reach,
  companyId,
  timeZone,
  dialogs,
  decisions,
  onNotice,
}: RecordDialogsProps) {
  const { t } = useTranslation('reports');
  const { timesOf, historyOf } = dialogs;
  const { rejecting } = decisions;
  // Reviewers may reject at any moment: the dialog's code is fetched while they read the list.
  useEffect(() => {
    if (reach === 'company') void loadRejectDialog();
  }, [reach]);

  return (
    <>
      {timesOf !== undefined && (
        <Suspense fallback={null}>
          <RecordTimesDialog
            key={dialogs.timesKey}
            companyId={companyId}
            timeZone={timeZone}
            row={timesOf}
            subject={timesOf ? subjectOf(timesOf, timeZone) : null}
            opened={dialogs.timesOpened}
            onClose={dialogs.closeTimes}
            onSaved={(record) => {
              dialogs.closeTimes();
              const name = `${record.employee.firstName} ${record.employee.lastName}`.trim();
              onNotice(
                'success',
                t(timesOf ? 'hours.records.saved' : 'hours.records.added', { name }),
              );
            }}
          />
        </Suspense>
      )}
      {historyOf && (
        <Suspense fallback={null}>
          <RecordHistoryDialog
            key={historyOf.recordId}
            recordId={historyOf.recordId}
            companyId={companyId}
            subject={subjectOf(historyOf, timeZone)}
            opened={dialogs.historyOpened}
            onClose={dialogs.closeHistory}
          />
        </Suspense>
      )}
      {rejecting && (
        <Suspense fallback={null}>
          <RejectDialog
            key={rejecting.recordId}
            subject={subjectOf(rejecting, timeZone)}
            opened={decisions.rejectOpened}
            rejecting={decisions.deciding}
            onConfirm={(reason) => decisions.decide(rejecting, 'Rejected', reason)}
            onClose={decisions.closeReject}
          />
        </Suspense>
      )}
    </>
  );
}
