import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySchema, subcategorySchema } from '@domain/ledger';
import { api } from '@web/lib/api';
import { z } from 'zod';

export const CATEGORIES_PATH = '/api/categories';
export const SUBCATEGORIES_PATH = '/api/subcategories';

/** GET /api/categories: every category, both tipos, active or not (a short list). */
export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: [CATEGORIES_PATH], queryFn: () => api.get(CATEGORIES_PATH, z.array(categorySchema)) });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}

/** GET /api/subcategories: every subcategory, each with its categoryId. */
export function getSubcategoriesQueryOptions() {
  return queryOptions({ queryKey: [SUBCATEGORIES_PATH], queryFn: () => api.get(SUBCATEGORIES_PATH, z.array(subcategorySchema)) });
}

export function useSubcategories() {
  return useQuery(getSubcategoriesQueryOptions());
}
