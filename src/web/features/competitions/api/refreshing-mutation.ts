import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';

export type MutationHookOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/** A write whose success first refreshes the reads it changes (`refresh`), then runs the caller's onSuccess. */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (client: QueryClient, variables: TVariables) => Promise<unknown>,
  { onSuccess, ...options }: MutationHookOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      await refresh(queryClient, args[1]);
      await onSuccess?.(...args);
    },
  });
}
