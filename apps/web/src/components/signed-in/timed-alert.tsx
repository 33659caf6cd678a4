import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Banners on the company, employee and organisation screens vanish after 5 s (docs/screens.md#shared-behaviour). */
export const BANNER_MS = 5_000;

export interface TimedAlertProps extends Omit<AlertProps, 'children' | 'color' | 'title'> {
  kind: 'success' | 'error';
  children: ReactNode;
  /** Called when the time is up or the user closes it; the owner then stops rendering it. */
  onClose(): void;
  /** null keeps it until closed (an error the user must read). */
  durationMs?: number | null;
}

/**
 * A success or error banner that closes itself and can be closed by hand. Screen readers hear
 * it at once: errors as an alert, successes as a polite status.
 */
export function TimedAlert({
  kind,
  children,
  onClose,
  durationMs = BANNER_MS,
  ...rest
}: TimedAlertProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (durationMs === null) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onClose]);
  const Icon = kind === 'success' ? IconCircleCheck : IconAlertCircle;
  return (
    <Alert
      color={kind === 'success' ? 'green' : 'red'}
      variant="light"
      icon={<Icon aria-hidden />}
      withCloseButton
      closeButtonLabel={t('alert.close')}
      onClose={onClose}
      role={kind === 'error' ? 'alert' : 'status'}
      {...rest}
    >
      {children}
    </Alert>
  );
}
