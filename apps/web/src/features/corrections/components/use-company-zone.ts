import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';

/**
 * The time zone of the company the screen works on: times are shown and entered on its clock,
 * not the browser's. Null while the companies load; the default zone when the company is not
 * in the list (or the list failed), as the server itself would use.
 */
export function useCompanyZone(companyId: number | null): string | null {
  const companies = useCompanies();
  if (companies.isPending) return null;
  return companyTimeZone(companies.data, companyId);
}
