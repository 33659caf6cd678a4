import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { usePageTitle } from '../../../lib/use-page-title';

/** Stand-in for the marketing page (a later issue): the name, one line, and the way in. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(null);

  return (
    <Stack align="center" ta="center" gap="lg" py={64}>
      <LogoMark size={72} />
      <Title order={1}>{t('app.name')}</Title>
      <Text size="lg" maw={520}>
        {t('landing.tagline')}
      </Text>
      <Button component={Link} to="/login" size="md">
        {t('landing.login')}
      </Button>
    </Stack>
  );
}
