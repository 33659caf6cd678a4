import { Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Until a company is chosen (docs/screens.md#roster): Geen bedrijf geselecteerd. */
export function NoCompany() {
  const { t } = useTranslation('roster');
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Text c="dimmed" lh={0} aria-hidden>
          <IconBuildingStore size={32} />
        </Text>
        <Text fw={600}>{t('noCompany.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('noCompany.text')}
        </Text>
      </Stack>
    </Paper>
  );
}
