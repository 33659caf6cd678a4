import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import type { Banner } from '../../../components/signed-in/use-banner';
import type { Warnings } from './use-publish-week';
import { WarningAlert } from './warning-alert';

export interface RosterNoticesProps {
  banner: Banner | null;
  onCloseBanner(): void;
  warnings: Warnings | null;
  onCloseWarnings(): void;
}

/**
 * What the last action did (a success that fades after 5 s, a refusal that stays until read)
 * and the warnings that came with it, which stay until closed.
 */
export function RosterNotices({
  banner,
  onCloseBanner,
  warnings,
  onCloseWarnings,
}: RosterNoticesProps) {
  const { t } = useTranslation('roster');
  if (!banner && !warnings) return null;
  return (
    <Stack gap="xs">
      <BannerAlert banner={banner} onClose={onCloseBanner} />
      {warnings && (
        <WarningAlert
          title={t('notices.warningsTitle')}
          intro={warnings.intro}
          items={warnings.items}
          onClose={onCloseWarnings}
          closeLabel={t('notices.closeWarnings')}
        />
      )}
    </Stack>
  );
}
