import { categorySchema, subcategorySchema, type Category, type CategoryData, type Subcategory, type SubcategoryData } from '@domain/ledger';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { CATEGORIES_PATH, SUBCATEGORIES_PATH } from './get-categories';

/**
 * Gerenciar Categorias: POST /api/categories and /api/subcategories, PATCH .../:id/deactivate or
 * /reactivate, DELETE .../:id (409 while a ledger row uses it). Each refreshes both lists.
 */

export type CategoryEntity = 'categories' | 'subcategories';

export interface StatusVariables {
  entity: CategoryEntity;
  id: number;
  action: 'deactivate' | 'reactivate';
}

export interface DeleteVariables {
  entity: CategoryEntity;
  id: number;
}

const refresh = [CATEGORIES_PATH, SUBCATEGORIES_PATH] as const;

export const createCategory = (data: CategoryData) => api.post<typeof categorySchema>(CATEGORIES_PATH, data);
export const createSubcategory = (data: SubcategoryData) => api.post<typeof subcategorySchema>(SUBCATEGORIES_PATH, data);
export const setCategoryStatus = ({ entity, id, action }: StatusVariables): Promise<Category | Subcategory> =>
  api.patch<typeof categorySchema | typeof subcategorySchema>(`/api/${entity}/${id}/${action}`);
export const deleteCategory = ({ entity, id }: DeleteVariables) => api.delete(`/api/${entity}/${id}`);

export const useCreateCategory = (options?: MutationOptions<Category, CategoryData>) => useApiMutation(createCategory, { refresh }, options);
export const useCreateSubcategory = (options?: MutationOptions<Subcategory, SubcategoryData>) =>
  useApiMutation(createSubcategory, { refresh }, options);
export const useSetCategoryStatus = (options?: MutationOptions<Category | Subcategory, StatusVariables>) =>
  useApiMutation(setCategoryStatus, { refresh }, options);
export const useDeleteCategory = (options?: MutationOptions<unknown, DeleteVariables>) => useApiMutation(deleteCategory, { refresh }, options);
