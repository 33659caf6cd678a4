import { Alert, Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { SignupForm } from '../components/signup-form';
import { TrialPromise } from '../components/trial-promise';
import classes from './signup-page.module.css';

/**
 * /aanmelden (beyond the specification): a new customer starts a 30-day trial of the
 * Basis plan and is signed in as its owner at once. Made for a phone first: one column with the
 * promise above the form; on a wide screen the promise stands beside it.
 */
export function SignupPage() {
  const { t } = useTranslation('signup');
  const { t: shell } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  usePageTitle(t('title'));

  return (
    <Box maw={1000} mx="auto" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {/* The landing page is a page of its own, not a route of the app: a full page load. */}
        <Anchor href="/" underline="never" c="inherit" w="fit-content" aria-label={t('toHome')}>
          <Group gap="xs" wrap="nowrap">
            <LogoMark />
            <Text fw={700} size="lg">
              {shell('app.name')}
            </Text>
          </Group>
        </Anchor>
        {session && (
          <Alert color="blue" variant="light">
            {t('signedIn', { name: session.name })}{' '}
            <Anchor component={Link} to="/dashboard">
              {t('toDashboard')}
            </Anchor>
          </Alert>
        )}
        <div className={classes.columns}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1}>{t('title')}</Title>
              <Text c="dimmed" size="lg">
                {t('intro')}
              </Text>
            </Stack>
            <TrialPromise />
          </Stack>
          <Stack gap="md">
            <SignupForm onSignedUp={() => void navigate('/dashboard', { replace: true })} />
            <Text size="sm">
              {t('privacy.before')} <Anchor href="/privacy">{t('privacy.link')}</Anchor>.
            </Text>
            <Text size="sm">
              {t('haveAccount')}{' '}
              <Anchor component={Link} to="/login">
                {t('toLogin')}
              </Anchor>
            </Text>
          </Stack>
        </div>
      </Stack>
    </Box>
  );
}
