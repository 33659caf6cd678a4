import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaveShiftMails, useShiftMails } from '../../lib/queries/shift-mails';

/**
 * Rooster per e-mail: the signed-in employee turns the mails of a published week and of a
 * changed or deleted shift on or off. Stored on the account, so every device shows the same.
 */
export function ShiftMailsSwitch() {
  const { t } = useTranslation('roster');
  const setting = useShiftMails();
  const save = useSaveShiftMails();
  const enabled = save.isPending ? (save.variables ?? true) : (setting.data?.enabled ?? true);
  return (
    <Switch
      label={t('shiftMails.label')}
      description={save.isError ? t('shiftMails.failed') : undefined}
      error={save.isError || undefined}
      checked={enabled}
      disabled={setting.isPending || setting.isError}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
