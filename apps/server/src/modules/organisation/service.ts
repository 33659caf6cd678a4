import type {
  Category,
  CategoryInput,
  JobTitle,
  JobTitleInput,
} from '@klokwerk/contract/organisation';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);

/** "… toegekend aan 3 medewerkers. Geef hen eerst een andere functie." */
const heldBy = (n: number) =>
  n === 1
    ? 'toegekend aan 1 medewerker. Geef die medewerker eerst een andere functie.'
    : `toegekend aan ${n} medewerkers. Geef hen eerst een andere functie.`;

export async function categoriesOf(ctx: TenantContext, companyId: number): Promise<Category[]> {
  assertCompanyInReach(ctx, companyId);
  const list = await repo.listCategories(ctx, companyId);
  if (!list) throw notFound();
  return list;
}

export async function jobTitlesOf(ctx: TenantContext, companyId: number): Promise<JobTitle[]> {
  assertCompanyInReach(ctx, companyId);
  const list = await repo.listJobTitles(ctx, companyId);
  if (!list) throw notFound();
  return list;
}

export async function createCategory(ctx: TenantContext, input: CategoryInput): Promise<Category> {
  assertCompanyInReach(ctx, input.companyId);
  if (!(await repo.lockCompany(ctx, input.companyId))) throw notFound();
  if (await repo.categoryNameInUse(ctx, input.companyId, input.name)) {
    throw new AppError(
      'CONFLICT',
      `Er bestaat al een categorie "${input.name}" in dit bedrijf.`,
      'name',
    );
  }
  return repo.insertCategory(ctx, input);
}

/**
 * The company is the scope (404 when out of reach, as everywhere); the category is a choice
 * within it, so one of another company, another tenant or none at all is the same 400 naming
 * categoryId, which confirms no id.
 */
export async function createJobTitle(ctx: TenantContext, input: JobTitleInput): Promise<JobTitle> {
  assertCompanyInReach(ctx, input.companyId);
  if (!(await repo.lockCompany(ctx, input.companyId))) throw notFound();
  if (!(await repo.categoryOfCompany(ctx, input.categoryId, input.companyId))) {
    throw new AppError('VALIDATION', 'Ongeldige categorie geselecteerd', 'categoryId');
  }
  if (await repo.jobTitleNameInUse(ctx, input.categoryId, input.name)) {
    throw new AppError(
      'CONFLICT',
      `Er bestaat al een functie "${input.name}" in deze categorie.`,
      'name',
    );
  }
  return repo.insertJobTitle(ctx, input);
}

/**
 * Deletes a category with its job titles (docs/screens.md#organisation), unless employees hold one of
 * them: then nothing is deleted and the answer says how many and which job titles.
 */
export async function deleteCategory(
  ctx: TenantContext,
  categoryId: number,
): Promise<{ id: number; deletedJobTitles: number }> {
  const category = await repo.lockCategory(ctx, categoryId);
  if (!category) throw notFound();
  assertCompanyInReach(ctx, category.companyId);
  const titles = await repo.lockJobTitles(ctx, { categoryId });
  const ids = titles.map((title) => title.id);
  const holders = await repo.holdersOf(ctx, ids);
  const held = titles.filter((title) => holders.has(title.id));
  if (held.length > 0) {
    const total = held.reduce((sum, title) => sum + (holders.get(title.id) ?? 0), 0);
    const names = held.map((title) => title.name).join(', ');
    throw new AppError(
      'CONFLICT',
      `Functies in deze categorie (${names}) zijn nog ${heldBy(total)}`,
    );
  }
  await repo.releaseArchivedHolders(ctx, ids);
  await repo.deleteCategory(ctx, categoryId);
  return { id: categoryId, deletedJobTitles: ids.length };
}

/** Deletes a job title, unless employees hold it: then the answer says how many. */
export async function deleteJobTitle(
  ctx: TenantContext,
  jobTitleId: number,
): Promise<{ id: number }> {
  const [title] = await repo.lockJobTitles(ctx, { id: jobTitleId });
  if (!title) throw notFound();
  assertCompanyInReach(ctx, title.companyId);
  const holders = (await repo.holdersOf(ctx, [title.id])).get(title.id) ?? 0;
  if (holders > 0) {
    throw new AppError('CONFLICT', `Deze functie is nog ${heldBy(holders)}`);
  }
  await repo.releaseArchivedHolders(ctx, [title.id]);
  await repo.deleteJobTitle(ctx, title.id);
  return { id: title.id };
}
