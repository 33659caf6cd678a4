import { DEFAULT_PENALTY } from '@klokwerk/contract/penalty-settings';
import { Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCompany } from '../../../components/signed-in/settings-parts';
import { usePenaltySettings } from '../api/get-penalty-settings';
import { PenaltySettingsForm } from './penalty-settings-form';

export interface PenaltySettingsPanelProps {
  companyId: number | null;
  onCompanyChange(companyId: number | null): void;
  readOnly: boolean;
  onSaved(): void;
  onFailed(message: string): void;
}

/**
 * The company select and that company's form. A failed load falls back to the defaults
 * (on, 15 minutes) and says so (docs/screens.md#penalty-settings); saving still works from there.
 */
export function PenaltySettingsPanel({
  companyId,
  onCompanyChange,
  readOnly,
  onSaved,
  onFailed,
}: PenaltySettingsPanelProps) {
  const { t } = useTranslation('penalty');
  const { t: tShared } = useTranslation();
  const settings = usePenaltySettings(companyId);
  const loadFailedAt = settings.isError ? settings.errorUpdatedAt : null;

  useEffect(() => {
    if (loadFailedAt !== null) onFailed(t('loadFailed'));
  }, [loadFailedAt, onFailed, t]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('formTitle')}
        </Title>
        <SettingsCompany
          companyId={companyId}
          onChange={onCompanyChange}
          readOnly={readOnly}
          texts={{ choose: t('chooseCompany'), readOnly: t('readOnly') }}
        />
        {companyId !== null && settings.isPending && (
          <Stack gap="md" role="status">
            <VisuallyHidden>{tShared('app.loading')}</VisuallyHidden>
            <Skeleton height={20} width="70%" />
            <Skeleton height={56} />
          </Stack>
        )}
        {companyId !== null && !settings.isPending && (
          <PenaltySettingsForm
            // A new company, or the defaults after a failed load, start a fresh form.
            key={`${companyId}:${settings.isError ? 'defaults' : 'saved'}`}
            companyId={companyId}
            initial={settings.data ?? DEFAULT_PENALTY}
            readOnly={readOnly}
            onSaved={onSaved}
            onFailed={onFailed}
          />
        )}
      </Stack>
    </Paper>
  );
}
