import { MAX_SURCHARGE_BANDS } from '@klokwerk/contract/pay-settings';
import { Button, Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { newBand, type PayFormValues } from '../lib/form-values';
import { SettingsSection } from './settings-section';
import { SurchargeBandCard } from './surcharge-band-card';

/**
 * The surcharge bands, each a card with its kind's fields: times (and optionally days) for a
 * time band, days for a weekday band, nothing more for a holiday band; a percentage and the
 * payroll hours code for all. Adding one moves the keyboard to its name.
 */
export function SurchargeBands({
  form,
  readOnly,
}: {
  form: UseFormReturnType<PayFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pay');
  const bands = form.values.surchargeBands;
  const baseId = useId();

  const add = () => {
    const band = newBand();
    form.insertListItem('surchargeBands', band);
    requestAnimationFrame(() => document.getElementById(`${baseId}-${band.key}-name`)?.focus());
  };

  return (
    <SettingsSection title={t('bands.title')} intro={t('bands.intro')}>
      {bands.length === 0 && (
        <Text size="sm" fs="italic">
          {t('bands.empty')}
        </Text>
      )}
      {bands.map((band, index) => (
        <SurchargeBandCard
          key={band.key}
          form={form}
          band={band}
          index={index}
          idPrefix={`${baseId}-${band.key}`}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && bands.length < MAX_SURCHARGE_BANDS && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
            {t('bands.add')}
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
