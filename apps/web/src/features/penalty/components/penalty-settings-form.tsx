import { penaltySettingsBody } from '@klokwerk/contract/penalty-settings';
import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SettingsSave } from '../../../components/signed-in/settings-parts';
import { ApiError } from '../../../lib/api-client';
import type { CompanyPenaltySettings } from '../api/get-penalty-settings';
import { useSavePenaltySettings } from '../api/save-penalty-settings';

interface PenaltyFormValues {
  applyPenalty: boolean;
  /** NumberInput's value: '' while empty, which is sent as 0 (docs/screens.md#penalty-settings). */
  penaltyMinutes: number | string;
}

const resolve = schemaResolver(penaltySettingsBody, { sync: true });

function minutesOf(value: number | string): number | string {
  return value === '' ? 0 : value;
}

export interface PenaltySettingsFormProps {
  companyId: number;
  initial: Pick<CompanyPenaltySettings, 'applyPenalty' | 'penaltyMinutes'>;
  /** Roles that may read but not change the settings see the values without a save button. */
  readOnly: boolean;
  onSaved(): void;
  onFailed(message: string): void;
}

/**
 * The checkbox and the minutes (docs/screens.md#penalty-settings): the minutes are disabled while no penalty
 * applies; 0 to 60 checked with the contract's own rule and message before the call.
 */
export function PenaltySettingsForm({
  companyId,
  initial,
  readOnly,
  onSaved,
  onFailed,
}: PenaltySettingsFormProps) {
  const { t } = useTranslation('penalty');
  const save = useSavePenaltySettings();
  const form = useForm<PenaltyFormValues>({
    initialValues: { applyPenalty: initial.applyPenalty, penaltyMinutes: initial.penaltyMinutes },
    validate: (values) =>
      resolve({ companyId, ...values, penaltyMinutes: minutesOf(values.penaltyMinutes) }),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        companyId,
        applyPenalty: values.applyPenalty,
        penaltyMinutes: Number(minutesOf(values.penaltyMinutes)),
      },
      {
        onSuccess: (saved) => {
          form.setValues({
            applyPenalty: saved.applyPenalty,
            penaltyMinutes: saved.penaltyMinutes,
          });
          form.resetDirty();
          onSaved();
        },
        onError: (error) =>
          onFailed(
            error instanceof ApiError && error.status === 400 ? t('saveInvalid') : t('saveFailed'),
          ),
      },
    );
  });

  const apply = form.values.applyPenalty;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Checkbox
          label={t('applyPenalty')}
          disabled={readOnly}
          {...form.getInputProps('applyPenalty', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('penaltyMinutes')}
          description={t('penaltyMinutesHint')}
          min={0}
          max={60}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          // Out of range stays as typed, so the message can say what is wrong instead of the
          // value silently changing on blur.
          clampBehavior="none"
          inputMode="numeric"
          disabled={readOnly || !apply}
          {...form.getInputProps('penaltyMinutes')}
        />
        <SettingsSave readOnly={readOnly} saving={save.isPending} label={t('save')} />
      </Stack>
    </form>
  );
}
