import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySchema, subcategorySchema } from '@domain/ledger';
import { api, type ListOf } from '@web/lib/api';

export const CATEGORIES_PATH = '/api/categories';
export const SUBCATEGORIES_PATH = '/api/subcategories';

/** GET /api/categories: every category, both tipos, active or not (a short list). */
export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: [CATEGORIES_PATH], queryFn: () => api.get<ListOf<typeof categorySchema>>(CATEGORIES_PATH) });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

/** GET /api/subcategories: every subcategory, each with its categoryId. */
export function getSubcategoriesQueryOptions() {
  return queryOptions({ queryKey: [SUBCATEGORIES_PATH], queryFn: () => api.get<ListOf<typeof subcategorySchema>>(SUBCATEGORIES_PATH) });
}

export function useSubcategories() {
  return useQuery(getSubcategoriesQueryOptions());
}
