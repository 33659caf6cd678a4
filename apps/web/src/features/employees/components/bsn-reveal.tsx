import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealBsn } from '../api/get-employee-bsn';
import { errorMessage } from '../lib/error-message';

/**
 * The BSN, masked until someone asks for it (docs/roles-and-policies.md#money-and-personal-data). Every "Toon BSN" is a new, audited
 * call; hiding forgets the number, so showing it again is audited again.
 */
export function BsnReveal({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation('employees');
  const reveal = useRevealBsn();
  const [shown, setShown] = useState(false);
  const number = shown && reveal.isSuccess ? reveal.data.socialSecurityNumber : undefined;

  const toggle = () => {
    if (shown) {
      setShown(false);
      reveal.reset();
      return;
    }
    reveal.mutate(employeeId, { onSuccess: () => setShown(true) });
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text aria-live="polite" ff={number ? 'monospace' : undefined}>
          {number === undefined ? (
            <>
              <span aria-hidden>{t('bsn.masked')}</span>
              <VisuallyHidden>{t('bsn.hidden')}</VisuallyHidden>
            </>
          ) : (
            (number ?? t('bsn.none'))
          )}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={
            shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
          }
          loading={reveal.isPending}
          onClick={toggle}
        >
          {shown ? t('bsn.hide') : t('bsn.show')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        <IconShieldLock size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {t('bsn.auditHint')}
      </Text>
      {reveal.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('bsn.loadFailed', { message: errorMessage(reveal.error) })}
        </Text>
      )}
    </Stack>
  );
}
