import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from './api';
import { useApiMutation } from './mutation';

const ENTRIES_PATH = '/api/cronograma';
const gone = new ApiError('Cronograma não encontrado', 404, { message: 'Cronograma não encontrado' });
const paid = new ApiError('Parcela já está paga', 409, { message: 'Parcela já está paga' });
const invalid = new ApiError('Dados inválidos', 400, { message: 'Dados inválidos', errors: { data: 'Data inválida' } });

/** A list read under ENTRIES_PATH, counting its fetches, and a write to it that the server refuses with `refusal`. */
function renderRefusedWrite(refusal: ApiError) {
  const fetches = vi.fn(async () => ['entrada']);
  const onError = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => ({
      list: useQuery({ queryKey: [ENTRIES_PATH], queryFn: fetches }),
      remove: useApiMutation(
        () => Promise.reject(refusal),
        { refresh: [ENTRIES_PATH] },
        { onError: () => onError(fetches.mock.calls.length) },
      ),
    }),
    { wrapper },
  );
  return { result, fetches, onError };
}

describe('useApiMutation', () => {
  test.each([
    ['404', gone],
    ['409', paid],
  ])('a %s (the screen was out of date) re-fetches what the write would have changed, before the screen’s onError', async (_status, refusal) => {
    const { result, fetches, onError } = renderRefusedWrite(refusal);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.remove.mutate(undefined));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(2);
  });

  test('a refused form (400) re-fetches nothing', async () => {
    const { result, fetches, onError } = renderRefusedWrite(invalid);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.remove.mutate(undefined));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(fetches).toHaveBeenCalledOnce();
  });
});
