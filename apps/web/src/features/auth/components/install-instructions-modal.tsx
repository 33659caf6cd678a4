import { Button, List, Modal, Stack, Text, Title } from '@mantine/core';
import { promptNativeInstall, useNativeInstallPrompt } from '../../../lib/install-prompt';
import { t } from '../login-texts';

interface InstallInstructionsModalProps {
  opened: boolean;
  onClose: () => void;
}

/** How to add Klokwerk to the home screen, per browser (docs/screens.md#sign-in). */
export function InstallInstructionsModal({ opened, onClose }: InstallInstructionsModalProps) {
  const nativePrompt = useNativeInstallPrompt();

  const sections = [
    {
      title: t('install.iosTitle'),
      steps: [t('install.iosStep1'), t('install.iosStep2'), t('install.iosStep3')],
    },
    {
      title: t('install.chromeTitle'),
      steps: [t('install.chromeStep1'), t('install.chromeStep2')],
    },
    {
      title: t('install.samsungTitle'),
      steps: [t('install.samsungStep1'), t('install.samsungStep2')],
    },
  ];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('install.dialogTitle')}
      centered
      // Mantine's X is an icon only; without a name a screen reader announces "button".
      closeButtonProps={{ 'aria-label': t('install.close') }}
    >
      <Stack gap="md">
        {nativePrompt && (
          // Chromium offers its own install dialog; one tap beats following steps.
          <Button
            onClick={() => {
              void promptNativeInstall();
              onClose();
            }}
          >
            {t('install.native')}
          </Button>
        )}
        {sections.map((section) => (
          <Stack key={section.title} gap={4}>
            <Title order={3} size="h5">
              {section.title}
            </Title>
            <List type="ordered" spacing={2}>
              {section.steps.map((step) => (
                <List.Item key={step}>
                  <Text size="sm">{step}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Button variant="default" onClick={onClose}>
          {t('install.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
