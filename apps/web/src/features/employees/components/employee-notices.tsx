import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import classes from './employee-notices.module.css';

export interface EmployeeNoticesProps {
  /** What the last change did; it fades by itself. */
  notice: string | null;
  onCloseNotice(): void;
  /** What went wrong beside it (the account of a removed employee), until it is closed. */
  warning: string | null;
  onCloseWarning(): void;
}

/** The page's banners, kept in sight above the list. */
export function EmployeeNotices({
  notice,
  onCloseNotice,
  warning,
  onCloseWarning,
}: EmployeeNoticesProps) {
  const { t } = useTranslation('employees');
  return (
    <Stack gap="xs" className={classes.banners}>
      {notice && (
        <div className={classes.banner}>
          <TimedAlert kind="success" onClose={onCloseNotice}>
            {notice}
          </TimedAlert>
        </div>
      )}
      {warning && (
        <div className={classes.banner}>
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            withCloseButton
            closeButtonLabel={t('view.close')}
            onClose={onCloseWarning}
            role="alert"
          >
            {warning}
          </Alert>
        </div>
      )}
    </Stack>
  );
}
