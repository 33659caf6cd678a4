import type { Company } from '@klokwerk/contract/companies';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DeleteCompanyDialogProps {
  opened: boolean;
  /** The company asked about; it stays set while the dialog closes, so the text does not vanish. */
  company: Company | null;
  deleting: boolean;
  onConfirm(company: Company): void;
  onClose(): void;
}

/**
 * The confirmation before a delete (docs/screens.md#company-management). Its own chunk: most visits never delete a
 * company, and Mantine's modal stack is not on the page until one does.
 */
export function DeleteCompanyDialog({
  opened,
  company,
  deleting,
  onConfirm,
  onClose,
}: DeleteCompanyDialogProps) {
  const { t } = useTranslation('companies');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('delete.close') }}
      closeOnClickOutside={!deleting}
      closeOnEscape={!deleting}
    >
      {company && (
        <Stack gap="md">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {company.companyName}
          </Text>
          <Text>{t('delete.question')}</Text>
          <Text size="sm" c="dimmed">
            {t('delete.history')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
              {t('delete.cancel')}
            </Button>
            {/* red.9: white on Mantine's default red is 3.3:1, below WCAG AA. */}
            <Button color="red.9" loading={deleting} onClick={() => onConfirm(company)}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
