import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../../../lib/status-colours';

export interface AvailableChoiceProps {
  available: boolean;
  onChange(available: boolean): void;
}

/** Beschikbaar or Niet beschikbaar, green or red (docs/screens.md#availability). */
export function AvailableChoice({ available, onChange }: AvailableChoiceProps) {
  const { t } = useTranslation('availability');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Input.Label labelElement="div" id={labelId}>
        {t('form.available')}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        color={STATUS_COLOURS[available ? 'positive' : 'negative']}
        data={[
          { value: 'true', label: t('form.yes') },
          { value: 'false', label: t('form.no') },
        ]}
        value={String(available)}
        onChange={(value) => onChange(value !== 'false')}
      />
    </Stack>
  );
}
