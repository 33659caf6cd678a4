import { formatDate, formatTime } from '@klokwerk/domain/format';
import { useTranslation } from 'react-i18next';
import type { Correction } from '../../../lib/queries/corrections';
import { clockOutText } from './clock-out-text';
import classes from './dialog.module.css';

/** Who asks for which time and why, above the dialog's actions: the reason in full. */
export function CorrectionSummary({
  correction,
  timeZone,
}: {
  correction: Correction;
  timeZone: string;
}) {
  const { t } = useTranslation('corrections');
  const requested = new Date(correction.requestedTime);
  return (
    <dl className={classes.summary}>
      <dt>{t('dialog.employee')}</dt>
      <dd>{correction.employeeName}</dd>
      <dt>{t('dialog.date')}</dt>
      <dd>{formatDate(requested, timeZone)}</dd>
      <dt>{t('dialog.requested')}</dt>
      <dd>
        <strong>{formatTime(requested, timeZone)}</strong>
      </dd>
      <dt>{t('dialog.clockOut')}</dt>
      <dd>{clockOutText(correction, timeZone, t)}</dd>
      <dt>{t('dialog.reason')}</dt>
      <dd>{correction.reason}</dd>
    </dl>
  );
}
