import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Category, CategoryData, Subcategory, SubcategoryData } from '@domain/ledger';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';

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

export const createCategory = (data: CategoryData) => api.post<Category>('/api/categories', data);
export const createSubcategory = (data: SubcategoryData) => api.post<Subcategory>('/api/subcategories', data);
export const setCategoryStatus = ({ entity, id, action }: StatusVariables) => api.patch<Category | Subcategory>(`/api/${entity}/${id}/${action}`);
export const deleteCategory = ({ entity, id }: DeleteVariables) => api.delete<void>(`/api/${entity}/${id}`);

function useCategoryMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, ...options }: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, '/api/categories', '/api/subcategories');
      await onSuccess?.(...args);
    },
  });
}

type Options<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

export const useCreateCategory = (options: Options<Category, CategoryData> = {}) => useCategoryMutation(createCategory, options);
export const useCreateSubcategory = (options: Options<Subcategory, SubcategoryData> = {}) => useCategoryMutation(createSubcategory, options);
export const useSetCategoryStatus = (options: Options<Category | Subcategory, StatusVariables> = {}) =>
  useCategoryMutation(setCategoryStatus, options);
export const useDeleteCategory = (options: Options<void, DeleteVariables> = {}) => useCategoryMutation(deleteCategory, options);
