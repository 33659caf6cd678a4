import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ObjectHistory } from '../../../components/signed-in/object-history';

export interface RecordHistoryDialogProps {
  recordId: number;
  companyId: number;
  /** Who and when, as the table shows it: 'Emma Smit, 03-11-2026 09:02'. */
  subject: string;
  opened: boolean;
  onClose(): void;
}

/** The history of one registration, from its row. Its own chunk. */
export function RecordHistoryDialog({
  recordId,
  companyId,
  subject,
  opened,
  onClose,
}: RecordHistoryDialogProps) {
  const { t } = useTranslation('reports');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('hours.records.historyTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </Text>
        <ObjectHistory entity="time_record" entityId={recordId} companyId={companyId} unfolded />
      </Stack>
    </Modal>
  );
}
