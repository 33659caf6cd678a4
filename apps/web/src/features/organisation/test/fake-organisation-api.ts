import { companiesCall } from '@klokwerk/contract/companies';
import {
  categoriesOfCompanyCall,
  createCategoryCall,
  createJobTitleCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  jobTitlesOfCompanyCall,
} from '@klokwerk/contract/organisation';
import type { Categories, JobTitles } from '../../../lib/queries/organisation';
import { DEMO_COMPANIES } from '../../../test/companies';
import { fakeApi } from '../../../test/fake-api';

/**
 * The organisation calls of one tenant in memory: lists per company, creates and deletes. A
 * test declares a refusal or another answer of a call on the returned api, on top of these.
 */
export function fakeOrganisationApi(seed: { categories?: Categories; jobTitles?: JobTitles } = {}) {
  let categories = [...(seed.categories ?? [])];
  let jobTitles = [...(seed.jobTitles ?? [])];
  let nextId = 100;

  return fakeApi()
    .on(companiesCall, DEMO_COMPANIES)
    .on(categoriesOfCompanyCall, ({ params }) =>
      categories.filter((c) => c.companyId === params.companyId),
    )
    .on(jobTitlesOfCompanyCall, ({ params }) =>
      jobTitles.filter((j) => j.companyId === params.companyId),
    )
    .on(createCategoryCall, ({ input }) => {
      const created = { id: nextId++, name: input.name, companyId: input.companyId };
      categories.push(created);
      return created;
    })
    .on(createJobTitleCall, ({ input }) => {
      const created = {
        id: nextId++,
        name: input.name,
        companyId: input.companyId,
        categoryId: input.categoryId,
      };
      jobTitles.push(created);
      return created;
    })
    .on(deleteCategoryCall, ({ params }) => {
      const deleted = jobTitles.filter((j) => j.categoryId === params.id).length;
      categories = categories.filter((c) => c.id !== params.id);
      jobTitles = jobTitles.filter((j) => j.categoryId !== params.id);
      return { id: params.id, deletedJobTitles: deleted };
    })
    .on(deleteJobTitleCall, ({ params }) => {
      jobTitles = jobTitles.filter((j) => j.id !== params.id);
      return { id: params.id };
    });
}

/** Keuken with two job titles and an empty Bediening, in Demo Horeca Centrum (company 1). */
export const CENTRUM = {
  categories: [
    { id: 1, name: 'Keuken', companyId: 1 },
    { id: 2, name: 'Bediening', companyId: 1 },
  ],
  jobTitles: [
    { id: 11, name: 'Kok', categoryId: 1, companyId: 1 },
    { id: 12, name: 'Afwasser', categoryId: 1, companyId: 1 },
  ],
};
