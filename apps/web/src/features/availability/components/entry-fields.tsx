import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../components/signed-in/time-field';
import type { AvailabilityValues } from '../lib/availability-values';
import { AvailableChoice } from './available-choice';

function errorText(error: ReactNode): string | undefined {
  return typeof error === 'string' ? error : undefined;
}

export interface EntryFieldsProps {
  form: UseFormReturnType<AvailabilityValues>;
  /** How many days are chosen on the calendar. */
  chosen: number;
  onClearSelection(): void;
  /** The hours of each time field, where a refused submit puts the keyboard. */
  startRef: RefObject<HTMLInputElement | null>;
  endRef: RefObject<HTMLInputElement | null>;
  submitting: boolean;
}

/**
 * Beside the calendar: how many days are chosen, the time range, the choice and Verstuur
 * Beschikbaarheid.
 */
export function EntryFields({ form, chosen, onClearSelection, ...props }: EntryFieldsProps) {
  const { t } = useTranslation('availability');
  return (
    <Stack gap="md" px={{ base: 4, xs: 0 }} pb={{ base: 4, xs: 0 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600}>{t('form.selected', { count: chosen })}</Text>
        {chosen > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={onClearSelection}>
            {t('form.clearSelection')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <TimeField
          label={t('form.startTime')}
          hoursRef={props.startRef}
          value={form.values.startTime}
          onChange={(value) => form.setFieldValue('startTime', value)}
          error={errorText(form.errors.startTime)}
        />
        <TimeField
          label={t('form.endTime')}
          hoursRef={props.endRef}
          value={form.values.endTime}
          onChange={(value) => form.setFieldValue('endTime', value)}
          error={errorText(form.errors.endTime)}
        />
      </SimpleGrid>
      <AvailableChoice
        available={form.values.available === 'true'}
        onChange={(available) => form.setFieldValue('available', available ? 'true' : 'false')}
      />
      <Button
        type="submit"
        size="md"
        loading={props.submitting}
        leftSection={<IconSend size={18} aria-hidden />}
      >
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
