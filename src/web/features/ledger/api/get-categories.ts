import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Subcategory } from '@domain/ledger';
import { api } from '@web/lib/api';

export const categoriesQueryKey = ['/api/categories'] as const;
export const subcategoriesQueryKey = ['/api/subcategories'] as const;

/** GET /api/categories: every category, both tipos, active or not (a short list). */
export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesQueryKey, queryFn: () => api.get<Category[]>(categoriesQueryKey[0]) });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

/** GET /api/subcategories: every subcategory, each with its categoryId. */
export function getSubcategoriesQueryOptions() {
  return queryOptions({ queryKey: subcategoriesQueryKey, queryFn: () => api.get<Subcategory[]>(subcategoriesQueryKey[0]) });
}

export function useSubcategories() {
  return useQuery(getSubcategoriesQueryOptions());
}
