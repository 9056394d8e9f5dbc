import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BankConnection, BankConnectionData, bankConnectionSchema, bankConnectionTestSchema } from '@domain/bank';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** Whose connection: a company's, or a unit's own (a unit that receives in another account). */
export interface BankOwner {
  kind: 'companies' | 'units';
  id: number;
}

export const bankConnectionPath = ({ kind, id }: BankOwner) => `/api/${kind}/${id}/bank-connection`;

/** GET …/bank-connection: the owner's connection without its secrets, null without one. */
export function useBankConnection(owner: BankOwner) {
  const path = bankConnectionPath(owner);
  return useQuery({ queryKey: [path], queryFn: () => api.get<typeof bankConnectionSchema>(path) });
}

export interface SaveBankConnectionVariables {
  owner: BankOwner;
  data: BankConnectionData;
}

/** PUT …/bank-connection: the answer is the connection as stored, shown at once. */
export const useSaveBankConnection = (options?: MutationOptions<BankConnection, SaveBankConnectionVariables>) =>
  useApiMutation(
    ({ owner, data }: SaveBankConnectionVariables) => api.put<typeof bankConnectionSchema>(bankConnectionPath(owner), data),
    {
      refresh: (_saved, { owner }) => [bankConnectionPath(owner)],
      store: (client, saved, { owner }) => client.setQueryData([bankConnectionPath(owner)], saved),
    },
    options,
  );

export const useRemoveBankConnection = (options?: MutationOptions<unknown, BankOwner>) =>
  useApiMutation((owner: BankOwner) => api.delete(bankConnectionPath(owner)), { refresh: (_removed, owner) => [bankConnectionPath(owner)] }, options);

export type BankConnectionTest = z.output<typeof bankConnectionTestSchema>;

/** POST …/bank-connection/test ('Testar conexão'): a token, the last hour of Pix, the webhook; a refusal (502) says what the bank answered. */
export const useTestBankConnection = (options?: MutationOptions<BankConnectionTest, BankOwner>) =>
  useApiMutation((owner: BankOwner) => api.post<typeof bankConnectionTestSchema>(`${bankConnectionPath(owner)}/test`), { refresh: (_tested, owner) => [bankConnectionPath(owner)] }, options);
