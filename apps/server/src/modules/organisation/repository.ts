import type { Category, JobTitle } from '@klokwerk/contract/organisation';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { categories, companies, employees, jobTitles } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { takenIgnoringCase } from '../common/text-taken-repository';

const CATEGORY = { id: categories.id, name: categories.name, companyId: categories.companyId };
const JOB_TITLE = {
  id: jobTitles.id,
  name: jobTitles.name,
  categoryId: jobTitles.categoryId,
  companyId: jobTitles.companyId,
};

const activeCompany = (ctx: TenantContext, companyId: number) =>
  and(
    eq(companies.tenantId, ctx.tenantId),
    eq(companies.id, companyId),
    isNull(companies.archivedAt),
  );

/**
 * Locks a company that exists for this tenant and is not archived, so that checks for a
 * duplicate name and the insert after them see the same company (two "Keuken" at once wait
 * for each other). "No key update" still lets rows that reference the company be written.
 */
export async function lockCompany(ctx: TenantContext, companyId: number): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: companies.id })
    .from(companies)
    .where(activeCompany(ctx, companyId))
    .for('no key update');
  return rows.length > 0;
}

/**
 * The categories of a company by name, or null when the company does not exist for this
 * tenant or is archived. One statement: the company row answers "does it exist" in the same
 * round trip (a company without categories comes back as one row of nulls).
 */
export async function listCategories(
  ctx: TenantContext,
  companyId: number,
): Promise<Category[] | null> {
  const rows = await ctx.tx
    .select({ companyId: companies.id, id: categories.id, name: categories.name })
    .from(companies)
    .leftJoin(
      categories,
      and(eq(categories.tenantId, companies.tenantId), eq(categories.companyId, companies.id)),
    )
    .where(activeCompany(ctx, companyId))
    .orderBy(sql`lower(${categories.name})`, asc(categories.id));
  if (rows.length === 0) return null;
  return rows.flatMap(({ id, name, companyId }) =>
    id === null || name === null ? [] : [{ id, name, companyId }],
  );
}

/** The job titles of a company by name, or null as for listCategories. */
export async function listJobTitles(
  ctx: TenantContext,
  companyId: number,
): Promise<JobTitle[] | null> {
  const rows = await ctx.tx
    .select({
      companyId: companies.id,
      id: jobTitles.id,
      name: jobTitles.name,
      categoryId: jobTitles.categoryId,
    })
    .from(companies)
    .leftJoin(
      jobTitles,
      and(eq(jobTitles.tenantId, companies.tenantId), eq(jobTitles.companyId, companies.id)),
    )
    .where(activeCompany(ctx, companyId))
    .orderBy(sql`lower(${jobTitles.name})`, asc(jobTitles.id));
  if (rows.length === 0) return null;
  return rows.flatMap(({ id, name, categoryId, companyId }) =>
    id === null || name === null || categoryId === null
      ? []
      : [{ id, name, categoryId, companyId }],
  );
}

/** Names are unique within their parent (a category's company, a job title's category). */
export const categoryNameInUse = (ctx: TenantContext, companyId: number, name: string) =>
  takenIgnoringCase(ctx, categories, categories.name, name, {
    within: eq(categories.companyId, companyId),
  });

export const jobTitleNameInUse = (ctx: TenantContext, categoryId: number, name: string) =>
  takenIgnoringCase(ctx, jobTitles, jobTitles.name, name, {
    within: eq(jobTitles.categoryId, categoryId),
  });

export async function insertCategory(
  ctx: TenantContext,
  values: { companyId: number; name: string },
): Promise<Category> {
  const [row] = await ctx.tx
    .insert(categories)
    .values({ ...values, tenantId: ctx.tenantId })
    .returning(CATEGORY);
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export async function insertJobTitle(
  ctx: TenantContext,
  values: { companyId: number; categoryId: number; name: string },
): Promise<JobTitle> {
  const [row] = await ctx.tx
    .insert(jobTitles)
    .values({ ...values, tenantId: ctx.tenantId })
    .returning(JOB_TITLE);
  if (!row) throw new Error('job title insert returned no row');
  return row;
}

/**
 * A category of a company that is not archived, locked: from here until the transaction ends
 * no job title can be added to it. Null when there is none for this tenant.
 */
export async function lockCategory(
  ctx: TenantContext,
  categoryId: number,
): Promise<{ id: number; companyId: number } | null> {
  const [row] = await ctx.tx
    .select({ id: categories.id, companyId: categories.companyId })
    .from(categories)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, categories.tenantId), eq(companies.id, categories.companyId)),
    )
    .where(
      and(
        eq(categories.tenantId, ctx.tenantId),
        eq(categories.id, categoryId),
        isNull(companies.archivedAt),
      ),
    )
    .for('update', { of: categories });
  return row ?? null;
}

/**
 * The job title with this id, or those of this category (of a company that is not archived),
 * locked: from here until the transaction ends no employee can be given one of them.
 */
export function lockJobTitles(
  ctx: TenantContext,
  where: { id: number } | { categoryId: number },
): Promise<{ id: number; companyId: number; name: string }[]> {
  const match =
    'id' in where ? eq(jobTitles.id, where.id) : eq(jobTitles.categoryId, where.categoryId);
  return ctx.tx
    .select({ id: jobTitles.id, companyId: jobTitles.companyId, name: jobTitles.name })
    .from(jobTitles)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, jobTitles.tenantId), eq(companies.id, jobTitles.companyId)),
    )
    .where(and(eq(jobTitles.tenantId, ctx.tenantId), match, isNull(companies.archivedAt)))
    .orderBy(sql`lower(${jobTitles.name})`, asc(jobTitles.id))
    .for('update', { of: jobTitles });
}

/** Employees (not archived) that hold one of these job titles, per job title. */
export async function holdersOf(
  ctx: TenantContext,
  jobTitleIds: number[],
): Promise<Map<number, number>> {
  if (jobTitleIds.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ jobTitleId: employees.jobTitleId, holders: count() })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        inArray(employees.jobTitleId, jobTitleIds),
        isNull(employees.archivedAt),
      ),
    )
    .groupBy(employees.jobTitleId);
  return new Map(
    rows.flatMap((row) => (row.jobTitleId === null ? [] : [[row.jobTitleId, row.holders]])),
  );
}

/**
 * Archived employees keep their hours but are no longer on any list or roster; their link to
 * a job title that goes is cleared, as the foreign key has no action of its own.
 */
export async function releaseArchivedHolders(
  ctx: TenantContext,
  jobTitleIds: number[],
): Promise<void> {
  if (jobTitleIds.length === 0) return;
  await ctx.tx
    .update(employees)
    .set({ jobTitleId: null })
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        inArray(employees.jobTitleId, jobTitleIds),
        isNotNull(employees.archivedAt),
      ),
    );
}

/** Deletes the category; its job titles go with it (foreign key on delete cascade). */
export async function deleteCategory(ctx: TenantContext, categoryId: number): Promise<void> {
  await ctx.tx
    .delete(categories)
    .where(and(eq(categories.tenantId, ctx.tenantId), eq(categories.id, categoryId)));
}

export async function deleteJobTitle(ctx: TenantContext, jobTitleId: number): Promise<void> {
  await ctx.tx
    .delete(jobTitles)
    .where(and(eq(jobTitles.tenantId, ctx.tenantId), eq(jobTitles.id, jobTitleId)));
}

/** Which of these job titles belong to the company. */
export async function jobTitlesOfCompany(
  ctx: TenantContext,
  companyId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ id: jobTitles.id })
    .from(jobTitles)
    .where(
      and(
        eq(jobTitles.tenantId, ctx.tenantId),
        eq(jobTitles.companyId, companyId),
        inArray(jobTitles.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Whether the category belongs to the company (and so to this tenant); if so it cannot be
 * deleted before the transaction ends, so the job title's insert finds it still there.
 */
export async function categoryOfCompany(
  ctx: TenantContext,
  categoryId: number,
  companyId: number,
): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.tenantId, ctx.tenantId),
        eq(categories.id, categoryId),
        eq(categories.companyId, companyId),
      ),
    )
    .for('key share');
  return rows.length > 0;
}
