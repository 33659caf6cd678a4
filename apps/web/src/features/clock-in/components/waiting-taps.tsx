import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconUserOff, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface WaitingTapsProps {
  waiting: number;
  online: boolean;
  signedOut: boolean;
}

/**
 * What the staff need to see at a glance while the kiosk is cut off: that it is, and how many
 * taps wait to be sent. Not a live region: each kept tap is announced by the outcome already,
 * and a counter read aloud at every change would talk over the next person's tap.
 */
export function WaitingTaps({ waiting, online, signedOut }: WaitingTapsProps) {
  const { t } = useTranslation('clockin');
  if (waiting === 0 && online && !signedOut) return null;
  return (
    <Stack gap="xs">
      {(!online || waiting > 0) && (
        // Side by side on a tablet; on a phone, where they wrap, one line under the other.
        <Group gap="lg" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          {!online && (
            <Group gap={6} wrap="nowrap">
              <IconWifiOff size={22} aria-hidden />
              <Text fw={600}>{t('offline')}</Text>
            </Group>
          )}
          {waiting > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconCloudUpload size={22} color="var(--mantine-color-orange-filled)" aria-hidden />
              <Text fw={600}>{t('waiting', { count: waiting })}</Text>
            </Group>
          )}
        </Group>
      )}
      {signedOut && (
        <Alert color="red" variant="light" icon={<IconUserOff aria-hidden />}>
          {t('signedOut')}
        </Alert>
      )}
    </Stack>
  );
}
