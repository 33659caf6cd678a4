import { companyTimeZone, useCompanies } from './queries/companies';
import { useSelectedCompany } from './selected-company';
import type { Session } from './session';

/**
 * The company a screen works on (the roster, Verlof en ziekte): the one
 * chosen (or the user's own), once the company list confirms it may be used — a company
 * deleted since it was chosen is not asked for. With a single company and nothing chosen, that
 * one. Its time zone decides the days and hours.
 */
export function useWorkingCompany(session: Session) {
  const [chosen, choose] = useSelectedCompany(session);
  const companies = useCompanies();
  const list = companies.data;
  let companyId = chosen;
  if (list && !list.some((company) => company.companyId === chosen)) companyId = null;
  if (companyId === null && list?.length === 1) companyId = list[0]?.companyId ?? null;
  const company = list?.find((c) => c.companyId === companyId) ?? null;
  return {
    companyId: company ? companyId : null,
    timeZone: companyTimeZone(list, companyId),
    choose,
    companies,
  };
}
