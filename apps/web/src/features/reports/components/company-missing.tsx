import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportCompany } from '../lib/use-report-company';

/**
 * What a report shows while it has no company: a tenant-wide role is asked to choose one; for
 * the others the token named none, and signing in again is the way out (docs/screens.md#reports).
 */
export function CompanyMissing({ company }: { company: ReportCompany }) {
  const { t } = useTranslation('reports');
  return <Text>{company.mayChoose ? t('company.choose') : t('company.loading')}</Text>;
}
