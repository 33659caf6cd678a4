import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import type { LeaveDialogState } from './use-leave-dialog';

export const loadReject = () => import('./reject-dialog');
const RejectDialog = lazy(async () => ({ default: (await loadReject()).RejectDialog }));
export const loadSick = () => import('./sick-dialog');
const SickDialog = lazy(async () => ({ default: (await loadSick()).SickDialog }));
const loadRecovery = () => import('./recovery-dialog');
const RecoveryDialog = lazy(async () => ({ default: (await loadRecovery()).RecoveryDialog }));

export interface LeaveDialogsProps {
  state: LeaveDialogState;
  companyId: number | null;
  timeZone: string;
  show: ShowBanner;
}

/** Afwijzen, Ziek melden and Hersteld melden, each closing with its outcome in the banner. */
export function LeaveDialogs({ state, companyId, timeZone, show }: LeaveDialogsProps) {
  const { t } = useTranslation('leave');
  const { dialog, close } = state;
  return (
    <Suspense fallback={null}>
      {dialog?.of.kind === 'reject' && (
        <RejectDialog
          key={dialog.key}
          leave={dialog.of.leave}
          opened={dialog.opened}
          onClose={close}
          onRejected={(leave) => {
            close();
            show(
              'success',
              t('pending.rejected', {
                name: `${leave.firstName} ${leave.lastName}`,
                firstName: leave.firstName,
              }),
            );
          }}
          onFailed={(text) => {
            close();
            show('error', text, true);
          }}
        />
      )}
      {dialog?.of.kind === 'sick' && companyId !== null && (
        <SickDialog
          key={dialog.key}
          companyId={companyId}
          timeZone={timeZone}
          opened={dialog.opened}
          onClose={close}
          onReported={(report) => {
            close();
            show(
              'success',
              t('sickness.reported', { name: `${report.firstName} ${report.lastName}` }),
            );
          }}
        />
      )}
      {dialog?.of.kind === 'recover' && (
        <RecoveryDialog
          key={dialog.key}
          report={dialog.of.report}
          timeZone={timeZone}
          opened={dialog.opened}
          onClose={close}
          onRecovered={(report) => {
            close();
            show(
              'success',
              t('sickness.recoveredNotice', { name: `${report.firstName} ${report.lastName}` }),
            );
          }}
        />
      )}
    </Suspense>
  );
}
