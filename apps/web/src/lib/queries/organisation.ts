import type { CallResponse } from '@klokwerk/contract/call';
import {
  categoriesOfCompanyCall,
  deleteCategoryCall,
  deleteJobTitleCall,
  jobTitlesOfCompanyCall,
} from '@klokwerk/contract/organisation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { queryOptionsFor } from './query-for';

export type Categories = CallResponse<typeof categoriesOfCompanyCall>;
export type JobTitles = CallResponse<typeof jobTitlesOfCompanyCall>;
export type DeletedCategory = CallResponse<typeof deleteCategoryCall>;
export type DeletedJobTitle = CallResponse<typeof deleteJobTitleCall>;

/**
 * A company's organisation: its categories (departments) and their job titles. The
 * organisation screen changes them; the employee form's job-title select and the roster's
 * department filter read them, so a change there shows everywhere at once.
 */
export function categoriesQueryKey(companyId: number | null) {
  return ['organisation', 'categories', companyId] as const;
}

export function jobTitlesQueryKey(companyId: number | null) {
  return ['organisation', 'jobTitles', companyId] as const;
}

/** GET /api/categories/company/{companyId}: the company's categories. */
export function getCategories(companyId: number, signal?: AbortSignal): Promise<Categories> {
  return callApi(categoriesOfCompanyCall, { params: { companyId } }, { signal });
}

/** `null` asks nothing: no company chosen yet. */
export function categoriesQueryOptions(companyId: number | null) {
  return queryOptionsFor(categoriesQueryKey(companyId), companyId, getCategories);
}

export function useCategories(companyId: number | null) {
  return useQuery(categoriesQueryOptions(companyId));
}

/** GET /api/jobtitles/company/{companyId}: the job titles of all the company's categories. */
export function getJobTitles(companyId: number, signal?: AbortSignal): Promise<JobTitles> {
  return callApi(jobTitlesOfCompanyCall, { params: { companyId } }, { signal });
}

/** `null` asks nothing: no company chosen yet, or a role that does not need them. */
export function jobTitlesQueryOptions(companyId: number | null) {
  return queryOptionsFor(jobTitlesQueryKey(companyId), companyId, getJobTitles);
}

export function useJobTitles(companyId: number | null) {
  return useQuery(jobTitlesQueryOptions(companyId));
}

/** DELETE /api/categories/{id}: the category and its job titles; 409 while employees hold one. */
export function deleteCategory(id: number): Promise<DeletedCategory> {
  return callApi(deleteCategoryCall, { params: { id } });
}

/**
 * The category and its job titles leave the lists at once (the server deletes the job titles
 * with their category); both lists are then fetched again.
 */
export function useDeleteCategory(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: ({ id }) => {
      queryClient.setQueryData<Categories>(categoriesQueryKey(companyId), (list) =>
        list?.filter((category) => category.id !== id),
      );
      queryClient.setQueryData<JobTitles>(jobTitlesQueryKey(companyId), (list) =>
        list?.filter((jobTitle) => jobTitle.categoryId !== id),
      );
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: jobTitlesQueryKey(companyId) });
    },
  });
}

/** DELETE /api/jobtitles/{id}: refused (409, saying how many) while employees hold it. */
export function deleteJobTitle(id: number): Promise<DeletedJobTitle> {
  return callApi(deleteJobTitleCall, { params: { id } });
}

/** The job title leaves the list at once; the list is then fetched again. */
export function useDeleteJobTitle(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobTitle,
    onSuccess: ({ id }) => {
      const key = jobTitlesQueryKey(companyId);
      queryClient.setQueryData<JobTitles>(key, (list) =>
        list?.filter((jobTitle) => jobTitle.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
