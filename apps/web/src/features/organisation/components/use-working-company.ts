import { useCompanies } from '../../../lib/queries/companies';
import { useSelectedCompany } from '../../../lib/selected-company';
import type { Session } from '../../../lib/session';

/**
 * The company the screen works on: the one chosen (or the user's own), once the company list
 * confirms it may be used — a company deleted since it was chosen is not asked for. With a
 * single company and nothing chosen, that company.
 */
export function useWorkingCompany(session: Session) {
  const [chosen, choose] = useSelectedCompany(session);
  const companies = useCompanies();
  const list = companies.data;
  let companyId = chosen;
  if (list && !list.some((company) => company.companyId === chosen)) companyId = null;
  if (companyId === null && list?.length === 1) companyId = list[0]?.companyId ?? null;
  return { companyId, choose, companies };
}
