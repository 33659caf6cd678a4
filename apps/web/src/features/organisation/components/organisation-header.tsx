import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/signed-in/page-heading';

export interface OrganisationHeaderProps {
  /** null while the lists are not there (no company, loading, failed). */
  counts: { categories: number; jobTitles: number } | null;
}

/** Title, subtitle and the two count badges (docs/screens.md#organisation). */
export function OrganisationHeader({ counts }: OrganisationHeaderProps) {
  const { t } = useTranslation('organisation');
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <PageHeading title={t('title')} intro={t('intro')} />
      {counts && (
        <Group gap="xs" role="group" aria-label={t('counts.label')}>
          <Badge size="lg" tt="none">
            {t('counts.categories', { count: counts.categories })}
          </Badge>
          <Badge size="lg" tt="none" variant="outline">
            {t('counts.jobTitles', { count: counts.jobTitles })}
          </Badge>
        </Group>
      )}
    </Group>
  );
}
