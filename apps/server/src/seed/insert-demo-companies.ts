import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import {
  categories,
  companies,
  companySettings,
  jobTitles,
  payrollSettings,
} from '../db/schema/index';
import type { TenantId } from '../tenancy/tenant-context';
import {
  type CompanyKey,
  DEMO_COMPANIES,
  DEMO_ORGANISATION,
  type DemoCompany,
} from './demo-people';
import { required } from './required';

export async function addCompanies(
  tx: Tx,
  input: { tenantId: TenantId; timeZone: string; centrumId: number },
): Promise<Record<CompanyKey, number>> {
  const { tenantId, timeZone } = input;
  // provisionTenant made Centrum with the default settings, which are Centrum's (on, 15 minutes).
  const companyColumns = (c: DemoCompany) => ({
    companyName: c.companyName,
    emailAddress: c.emailAddress,
    phoneNumber: c.phoneNumber,
    address: c.address,
    city: c.city,
    timeZone,
  });
  await tx
    .update(companies)
    .set(companyColumns(DEMO_COMPANIES.centrum))
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, input.centrumId)));
  const [strandRow] = await tx
    .insert(companies)
    .values({ tenantId, ...companyColumns(DEMO_COMPANIES.strand) })
    .returning({ id: companies.id });
  const companyIds: Record<CompanyKey, number> = {
    centrum: input.centrumId,
    strand: required(strandRow, 'Strand').id,
  };
  await tx.insert(companySettings).values({
    tenantId,
    companyId: companyIds.strand,
    applyPenalty: true,
    penaltyMinutes: DEMO_COMPANIES.strand.penaltyMinutes,
  });
  return companyIds;
}

/** As an owner fills them in for the payroll export: one Nmbrs customer, two companies. */
export async function addPayrollSettings(
  tx: Tx,
  tenantId: TenantId,
  companyIds: Record<CompanyKey, number>,
): Promise<void> {
  await tx.insert(payrollSettings).values(
    (['centrum', 'strand'] as const).map((key, index) => ({
      tenantId,
      companyId: companyIds[key],
      debtorNumber: '40123',
      companyNumber: String(index + 1),
      hoursCode: 'U2100',
    })),
  );
}

/** The same departments and job titles in both companies; returns the job titles' ids. */
export async function addDepartmentsAndJobTitles(
  tx: Tx,
  tenantId: TenantId,
  companyIds: Record<CompanyKey, number>,
): Promise<(companyId: number, name: string) => number> {
  const companyKeys = Object.keys(companyIds) as CompanyKey[];
  const categoryRows = await tx
    .insert(categories)
    .values(
      companyKeys.flatMap((key) =>
        DEMO_ORGANISATION.map((c) => ({ tenantId, companyId: companyIds[key], name: c.category })),
      ),
    )
    .returning({ id: categories.id, companyId: categories.companyId, name: categories.name });
  const jobTitleRows = await tx
    .insert(jobTitles)
    .values(
      categoryRows.flatMap((category) =>
        required(
          DEMO_ORGANISATION.find((c) => c.category === category.name),
          category.name,
        ).jobTitles.map((name) => ({
          tenantId,
          companyId: category.companyId,
          categoryId: category.id,
          name,
        })),
      ),
    )
    .returning({ id: jobTitles.id, companyId: jobTitles.companyId, name: jobTitles.name });
  return (companyId, name) =>
    required(
      jobTitleRows.find((j) => j.companyId === companyId && j.name === name),
      `job title ${name}`,
    ).id;
}
