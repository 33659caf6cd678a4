import { isTenantWide } from '@klokwerk/domain/roles';
import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';
import { useSelectedCompany } from '../../../lib/selected-company';
import type { Session } from '../../../lib/session';

export interface ReportCompany {
  companyId: number | null;
  choose(companyId: number | null): void;
  /** Tenant-wide roles pick a company; the others report on their own. */
  mayChoose: boolean;
  /** The company's zone: dates and times show as its clock shows them. */
  timeZone: string;
}

/** The company a report is about, shared with the other screens of the tab. */
export function useReportCompany(session: Session): ReportCompany {
  const [companyId, choose] = useSelectedCompany(session);
  const companies = useCompanies();
  return {
    companyId,
    choose,
    mayChoose: session.role !== null && isTenantWide(session.role),
    timeZone: companyTimeZone(companies.data, companyId),
  };
}
