import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/signed-in/delete-dialog';
import type { DeleteTarget } from './delete-target';

export interface ConfirmDeleteDialogProps {
  target: DeleteTarget;
  opened: boolean;
  /** The delete call is under way: the dialog waits for its outcome. */
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The confirmation of docs/screens.md#organisation for a category (with the job titles that go with it) or
 * a job title. Its own chunk, loaded when someone opens it.
 */
export function ConfirmDeleteDialog({
  target,
  opened,
  deleting,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('organisation');
  const isCategory = target.kind === 'category';
  return (
    <DeleteDialog
      opened={opened}
      deleting={deleting}
      texts={{
        title: isCategory ? t('confirm.categoryTitle') : t('confirm.jobTitleTitle'),
        close: t('confirm.close'),
        cancel: t('confirm.cancel'),
        confirm: t('confirm.confirm'),
      }}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>{isCategory ? t('confirm.categoryText') : t('confirm.jobTitleText')}</Text>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {target.name}
      </Text>
      {target.kind === 'category' && target.jobTitleNames.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('confirm.linked', { names: target.jobTitleNames.join(', ') })}
        </Text>
      )}
    </DeleteDialog>
  );
}
