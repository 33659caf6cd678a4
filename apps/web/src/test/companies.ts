import type { Company } from '@klokwerk/contract/companies';
import type { Companies } from '../lib/queries/companies';

/** A company as GET /api/companies answers it; what `more` leaves out is the demo's. */
export function company(
  companyId: number,
  companyName: string,
  more: Partial<Omit<Company, 'companyId' | 'companyName'>> = {},
): Company {
  return {
    companyId,
    companyName,
    emailAddress: 'info@demohoreca.example',
    phoneNumber: null,
    address: null,
    city: null,
    timeZone: 'Europe/Amsterdam',
    ...more,
  };
}

/** The demo tenant's first company, the one the tokens of test/tokens.ts belong to. */
export const DEMO_CENTRUM = company(1, 'Demo Horeca Centrum');

/** The demo tenant's two companies, as a tenant-wide role's company select lists them. */
export const DEMO_COMPANIES: Companies = [DEMO_CENTRUM, company(2, 'Demo Horeca Strand')];
