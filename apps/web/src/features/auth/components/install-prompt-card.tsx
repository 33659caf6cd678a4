import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStandalone } from '../../../lib/install-prompt';
import { InstallInstructionsModal } from './install-instructions-modal';

/** "Add to home screen" offer on the login page; not shown inside the installed app. */
export function InstallPromptCard() {
  const { t } = useTranslation();
  const [standalone] = useState(isStandalone);
  const [opened, setOpened] = useState(false);
  if (standalone) return null;

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
        <Button variant="light" onClick={() => setOpened(true)}>
          {t('install.button')}
        </Button>
      </Group>
      <InstallInstructionsModal opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
