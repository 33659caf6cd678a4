import { useTranslation } from 'react-i18next';
import { CompanySelect } from '../../../components/signed-in/company-select';
import type { ReportCompany } from '../lib/use-report-company';

/** The company select of a report, for the roles that may choose one (docs/roles-and-policies.md). */
export function ReportCompanySelect({ company }: { company: ReportCompany }) {
  const { t } = useTranslation('reports');
  if (!company.mayChoose) return null;
  return (
    <CompanySelect
      value={company.companyId}
      onChange={company.choose}
      placeholder={t('company.placeholder')}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
