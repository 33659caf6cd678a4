import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterShift } from '../lib/roster-rows';
import { WarningAlert } from './warning-alert';

export interface ShiftDetailsDialogProps {
  shift: RosterShift;
  timeZone: string;
  opened: boolean;
  deleting: boolean;
  /** Why the last delete failed, shown above the buttons. */
  error: string | null;
  /** The Arbeidstijdenwet violations the shift is involved in: on a phone, what a tap shows. */
  findings: readonly string[];
  onDelete(): void;
  /** Wijzigen: the form of Nieuwe Dienst for this shift. */
  onEdit(): void;
  onClose(): void;
}

/**
 * Dienst Details (docs/screens.md#roster): the shift's employee, start and end, read-only; marked
 * (Concept) for a concept shift. Verwijderen asks first; Wijzigen changes or moves the shift in
 * the form of Nieuwe Dienst. Its own chunk, like every dialog.
 */
export function ShiftDetailsDialog({
  shift,
  timeZone,
  opened,
  deleting,
  error,
  findings,
  onDelete,
  onEdit,
  onClose,
}: ShiftDetailsDialogProps) {
  const { t } = useTranslation('roster');
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const concept = shift.concept;
  const field = (label: string, value: string) => (
    <TextInput label={label} value={value} readOnly variant="filled" />
  );
  const ask = () => {
    setAsking(true);
    // The buttons under the question replace the one pressed: keep the keyboard in the dialog.
    requestAnimationFrame(() => cancelRef.current?.focus());
  };

  return (
    <Modal
      opened={opened}
      // A delete once sent cannot be called back: closing would suggest it can.
      onClose={deleting ? () => undefined : onClose}
      title={concept ? `${t('details.title')} ${t('details.concept')}` : t('details.title')}
      centered
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      <Stack gap="md">
        {field(t('details.employee'), `${shift.employee.firstName} ${shift.employee.lastName}`)}
        <SimpleGrid cols={2} spacing="sm">
          {field(t('details.startDate'), formatDate(shift.startTime, timeZone))}
          {field(t('details.startTime'), formatTime(shift.startTime, timeZone))}
          {field(t('details.endDate'), formatDate(shift.endTime, timeZone))}
          {field(t('details.endTime'), formatTime(shift.endTime, timeZone))}
        </SimpleGrid>
        {concept && (
          <Text size="sm" c="dimmed">
            {t('details.conceptNote')}
          </Text>
        )}
        {findings.length > 0 && <WarningAlert title={t('labour.details')} items={findings} />}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {asking ? (
          <Stack gap="sm">
            <Text fw={600} role="alert">
              {t('details.question')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                ref={cancelRef}
                variant="default"
                onClick={() => setAsking(false)}
                disabled={deleting}
              >
                {t('details.cancel')}
              </Button>
              <Button
                // Shade 9: white on Mantine's default red is below WCAG AA.
                color="red.9"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={onDelete}
                disabled={deleting}
                aria-busy={deleting}
              >
                {deleting ? t('details.deleting') : t('details.delete')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={ask}
            >
              {t('details.delete')}
            </Button>
            <Button
              variant="outline"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={onEdit}
            >
              {t('details.edit')}
            </Button>
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('details.close')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
