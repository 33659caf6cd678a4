import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { useSignOut } from '../lib/use-sign-out';
import { LogoMark } from './logo';
import { ThemeToggle } from './theme-toggle';

export interface TopBarProps {
  /**
   * What the kiosk (first role KLOKSYSTEEM) shows instead of Uitloggen: anyone passing a
   * clock-in tablet could press that, so the app passes a sign-out that needs a manager.
   */
  kioskSignOut?: ReactNode;
}

/** Shown only while signed in (docs/screens.md#top-bar): logo to the dashboard, theme, Uitloggen. */
export function TopBar({ kioskSignOut = null }: TopBarProps) {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const isKiosk = session?.role === 'KLOKSYSTEEM';

  return (
    <Box
      component="header"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        {/* At twice the text size the buttons move below the name rather than off the screen. */}
        <Group justify="space-between" gap="sm">
          <Anchor
            component={Link}
            to="/dashboard"
            aria-label={t('topBar.home')}
            underline="never"
            c="var(--mantine-color-bright)"
            fw={700}
            // 320 px phones: the name is a size smaller there, and may shrink rather than
            // push the buttons past the screen's edge.
            fz={{ base: 'lg', xs: 'xl' }}
            miw={0}
          >
            <Group gap="xs" wrap="nowrap">
              <LogoMark />
              <Text span inherit truncate="end">
                {t('app.name')}
              </Text>
            </Group>
          </Anchor>
          <Group gap="xs" ml="auto">
            <ThemeToggle />
            {isKiosk ? (
              kioskSignOut
            ) : (
              <Button
                variant="default"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={() => void signOut()}
              >
                {t('topBar.logout')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
