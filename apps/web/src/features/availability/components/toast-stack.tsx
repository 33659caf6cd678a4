import { Notification } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './toast-stack.module.css';
import type { Toast } from './use-toasts';

/** Toasts close after 3 s (docs/screens.md#availability). */
export const TOAST_MS = 3_000;

export interface ToastStackProps {
  toasts: Toast[];
  onDismiss(id: number): void;
}

/**
 * The toasts, top right. Screen readers hear each one: errors as alerts, the others through a
 * polite region that is there before anything appears in it, as live regions must be. Not
 * @mantine/notifications: its toasts wait on focus only in its stacked layout, where every
 * toast but the top one is inert until the stack opens, and each toast is an alert of its
 * own, with no polite region for the successes.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const successes = toasts.filter((toast) => toast.kind === 'success');
  return (
    <div className={classes.stack}>
      {errors.map((toast) => (
        <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
      <div role="status" className={classes.region}>
        {successes.map((toast) => (
          <TimedToast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}

/** One toast; its 3 seconds stand still while it is pointed at or has the focus. */
function TimedToast({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, onDismiss, toast.id]);
  const error = toast.kind === 'error';
  const Icon = error ? IconAlertCircle : IconCircleCheck;
  return (
    <Notification
      className={classes.toast}
      color={error ? 'red.9' : 'green.9'}
      icon={<Icon size={20} aria-hidden />}
      withBorder
      // Inside the polite region a success needs no role of its own; an error is an alert.
      role={error ? 'alert' : 'none'}
      closeButtonProps={{ 'aria-label': t('alert.close') }}
      onClose={() => onDismiss(toast.id)}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {toast.text}
    </Notification>
  );
}
