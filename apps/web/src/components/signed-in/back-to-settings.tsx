import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The way back to the settings page, where the screens below it (company management, users,
 * penalty settings) are opened from.
 */
export function BackToSettings() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/settings" size="sm">
      <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {t('settings.back')}
    </Anchor>
  );
}
