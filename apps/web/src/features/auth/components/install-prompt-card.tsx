import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { lazy, Suspense, useState, useTransition } from 'react';
import { isStandalone } from '../../../lib/install-prompt';
import { t } from '../login-texts';

// The dialog brings Mantine's modal stack (focus trap, portal, scroll lock): about 30 KB that
// the sign-in screen does not need until someone asks how to install.
const loadInstructions = () => import('./install-instructions-modal');
const InstallInstructionsModal = lazy(async () => ({
  default: (await loadInstructions()).InstallInstructionsModal,
}));

/** "Add to home screen" offer on the login page; not shown inside the installed app. */
export function InstallPromptCard() {
  const [standalone] = useState(isStandalone);
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // Opening is a transition: the button shows it is busy while the dialog's code arrives,
  // instead of the page showing nothing.
  const [loading, startOpening] = useTransition();
  if (standalone) return null;

  const open = () =>
    startOpening(() => {
      setEverOpened(true);
      setOpened(true);
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <IconDeviceMobile size={20} />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text fw={600}>{t('install.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('install.text')}
          </Text>
        </div>
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="light"
          loading={loading}
          onClick={open}
          // Fetched as soon as a pointer or the keyboard comes near, so a tap rarely waits.
          onPointerEnter={() => void loadInstructions()}
          onFocus={() => void loadInstructions()}
        >
          {t('install.button')}
        </Button>
      </Group>
      <Suspense fallback={null}>
        {everOpened && (
          <InstallInstructionsModal opened={opened} onClose={() => setOpened(false)} />
        )}
      </Suspense>
    </Paper>
  );
}
