import { Box, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/logo';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLanguageChoice, useRegistrationText } from './registration-language';

export interface RegistrationFrameProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/**
 * The frame of both registration pages, made for a phone first: one narrow column, the
 * NL/EN switch on top. `lang` follows the switch, so screen readers pronounce the English.
 */
export function RegistrationFrame({ title, intro, children }: RegistrationFrameProps) {
  const { t } = useRegistrationText();
  const { t: shell } = useTranslation();
  const { language, setLanguage } = useLanguageChoice();
  usePageTitle(title);
  return (
    <Box lang={language} maw={480} mx="auto" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <LogoMark />
            <Text fw={700} size="lg">
              {shell('app.name')}
            </Text>
          </Group>
          <Switch
            label={<span lang="en">{t('language')}</span>}
            checked={language === 'en'}
            onChange={(event) => setLanguage(event.currentTarget.checked ? 'en' : 'nl')}
          />
        </Group>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
