import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../lib/use-sign-out';
import { LogoMark } from './logo';
import { ThemeToggle } from './theme-toggle';

/** Shown only while signed in (spec part 1 §2): logo to the dashboard, theme, Uitloggen. */
export function TopBar() {
  const { t } = useTranslation();
  const signOut = useSignOut();

  return (
    <Box
      component="header"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to="/dashboard"
            aria-label={t('topBar.home')}
            underline="never"
            c="var(--mantine-color-bright)"
            fw={700}
            fz="xl"
          >
            <Group gap="xs" wrap="nowrap">
              <LogoMark />
              <span>{t('app.name')}</span>
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <ThemeToggle />
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void signOut()}
            >
              {t('topBar.logout')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
