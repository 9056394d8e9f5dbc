import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from './api';
import { useApiMutation } from './mutation';

const ENTRIES_PATH = '/api/cronograma';
const gone = new ApiError('Cronograma não encontrado', 404, { message: 'Cronograma não encontrado' });

/** A list read under ENTRIES_PATH, counting its fetches, and a delete of one of its entries that the server refuses. */
function renderDelete(refreshOnError: boolean) {
  const fetches = vi.fn(async () => ['entrada']);
  const onError = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => ({
      list: useQuery({ queryKey: [ENTRIES_PATH], queryFn: fetches }),
      remove: useApiMutation(
        () => Promise.reject(gone),
        { refresh: [ENTRIES_PATH], refreshOnError },
        { onError: () => onError(fetches.mock.calls.length) },
      ),
    }),
    { wrapper },
  );
  return { result, fetches, onError };
}

describe('useApiMutation', () => {
  test('with refreshOnError a failed write re-fetches what it would have changed, before the screen’s onError', async () => {
    const { result, fetches, onError } = renderDelete(true);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.remove.mutate(undefined));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(2);
  });

  test('without it a failed write re-fetches nothing', async () => {
    const { result, fetches, onError } = renderDelete(false);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.remove.mutate(undefined));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(fetches).toHaveBeenCalledOnce();
  });
});
