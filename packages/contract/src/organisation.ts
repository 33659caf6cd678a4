import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, requiredLine } from './fields';
import { id, idOut } from './ids';

/** A department such as Keuken or Bediening. */
export const category = z.object({ id: idOut, name: z.string(), companyId: idOut });
export type Category = z.infer<typeof category>;

/** A job title within a category. */
export const jobTitle = z.object({
  id: idOut,
  name: z.string(),
  categoryId: idOut,
  companyId: idOut,
});
export type JobTitle = z.infer<typeof jobTitle>;

const SELECT_COMPANY = 'Selecteer eerst een bedrijf';

/** The form Nieuwe Categorie (docs/screens.md#organisation). */
export const categoryBody = z.object({
  companyId: chosenId(SELECT_COMPANY),
  name: requiredLine('Categorie naam is verplicht', 100),
});
export type CategoryInput = z.output<typeof categoryBody>;

/** The form Nieuwe Functie (docs/screens.md#organisation), its checks in the specification's order. */
export const jobTitleBody = z.object({
  companyId: chosenId(SELECT_COMPANY),
  name: requiredLine('Functie naam is verplicht', 100),
  categoryId: chosenId('Selecteer een categorie'),
});
export type JobTitleInput = z.output<typeof jobTitleBody>;

/** GET /api/categories/company/{companyId}, by name. */
export const categoriesOfCompanyCall = defineCall({
  method: 'GET',
  path: '/categories/company/:companyId',
  summary: 'Categorieën van een bedrijf',
  tags: ['organisatie'],
  params: z.object({ companyId: id }),
  status: 200,
  response: z.array(category),
  errors: [400, 401, 403, 404],
});

/** GET /api/jobtitles/company/{companyId}, by name. */
export const jobTitlesOfCompanyCall = defineCall({
  method: 'GET',
  path: '/jobtitles/company/:companyId',
  summary: 'Functies van een bedrijf',
  tags: ['organisatie'],
  params: z.object({ companyId: id }),
  status: 200,
  response: z.array(jobTitle),
  errors: [400, 401, 403, 404],
});

/** POST /api/categories: answers the new category; a name the company already has is 409. */
export const createCategoryCall = defineCall({
  method: 'POST',
  path: '/categories',
  summary: 'Categorie aanmaken',
  tags: ['organisatie'],
  body: categoryBody,
  idempotent: true,
  status: 201,
  response: category,
  errors: [400, 401, 403, 404, 409],
});

/**
 * POST /api/jobtitles: the category must be one of the company's (else 400 naming
 * categoryId); a name its category already has is 409.
 */
export const createJobTitleCall = defineCall({
  method: 'POST',
  path: '/jobtitles',
  summary: 'Functie aanmaken',
  tags: ['organisatie'],
  body: jobTitleBody,
  idempotent: true,
  status: 201,
  response: jobTitle,
  errors: [400, 401, 403, 404, 409],
});

/**
 * DELETE /api/categories/{id}: deletes the category and its job titles (answering how many),
 * refused (409, saying how many) while employees hold one of them.
 */
export const deleteCategoryCall = defineCall({
  method: 'DELETE',
  path: '/categories/:id',
  summary: 'Categorie met haar functies verwijderen',
  tags: ['organisatie'],
  params: z.object({ id }),
  status: 200,
  response: z.object({ id: idOut, deletedJobTitles: z.int().nonnegative() }),
  errors: [400, 401, 403, 404, 409],
});

/** DELETE /api/jobtitles/{id}: refused (409, saying how many) while employees hold it. */
export const deleteJobTitleCall = defineCall({
  method: 'DELETE',
  path: '/jobtitles/:id',
  summary: 'Functie verwijderen',
  tags: ['organisatie'],
  params: z.object({ id }),
  status: 200,
  response: z.object({ id: idOut }),
  errors: [400, 401, 403, 404, 409],
});
