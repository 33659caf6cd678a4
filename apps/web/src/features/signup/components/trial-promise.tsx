import { List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const PROMISES = ['free', 'noCard', 'cancel', 'limits', 'owner'] as const;

/** What the trial is, in five lines, next to (on a phone: above) the form. */
export function TrialPromise() {
  const { t } = useTranslation('signup');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('promise.title')}
      </Title>
      <List
        spacing="sm"
        lh={1.4}
        center
        icon={
          <ThemeIcon color="teal" size={22} radius="xl" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {PROMISES.map((promise) => (
          <List.Item key={promise}>{t(`promise.${promise}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
