import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackToSettings } from '../../../components/signed-in/back-to-settings';

/**
 * Company management needs a plan of tier pro (docs/roles-and-policies.md#plans). The role may use the screen, so the
 * plan is the reason to give, not the role.
 */
export function ProRequired() {
  const { t } = useTranslation('companies');
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{t('title')}</Title>
      <Text fw={600}>{t('proRequired.title')}</Text>
      <Text>{t('proRequired.text')}</Text>
      <div>
        <BackToSettings />
      </div>
    </Stack>
  );
}
