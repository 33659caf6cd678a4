import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

export interface NotYetAvailablePageProps {
  title: string;
  /** Guarded pages lead back to the dashboard, public ones to the landing page. */
  area: 'guarded' | 'public';
}

/** Stands in for a screen that a later issue builds, so every route of the table answers. */
export function NotYetAvailablePage({ title, area }: NotYetAvailablePageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const back =
    area === 'guarded'
      ? { to: '/dashboard', label: t('placeholder.backToDashboard') }
      : { to: '/', label: t('placeholder.backToHome') };

  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text>{t('placeholder.notAvailable')}</Text>
      <Anchor component={Link} to={back.to}>
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> {back.label}
      </Anchor>
    </Stack>
  );
}
