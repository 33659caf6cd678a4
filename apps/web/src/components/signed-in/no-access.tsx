import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * What a signed-in user sees on a screen their role may not use: the server refuses its calls
 * anyway (docs/roles-and-policies.md), so the screen says so instead of showing empty tables and errors.
 */
export function NoAccess({ title }: { title: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text fw={600}>{t('noAccess.title')}</Text>
      <Text>{t('noAccess.text')}</Text>
      <Anchor component={Link} to="/dashboard">
        <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {t('placeholder.backToDashboard')}
      </Anchor>
    </Stack>
  );
}
