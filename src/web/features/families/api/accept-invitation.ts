import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvitationAccepted, invitationRegisterSchema } from '@domain/families';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';

export type InvitationAccount = z.output<typeof invitationRegisterSchema>;

export interface AcceptInvitationVariables {
  token: string;
  /** Signed out: the account to create (always a cliente). Signed in: nothing, the child joins the session's account. */
  account?: InvitationAccount;
}

/**
 * POST /api/invitations/:token/accept: 200 with the child linked to the signed-in account, or 201
 * with the new account's user and session id.
 */
export function acceptInvitation({ token, account }: AcceptInvitationVariables): Promise<InvitationAccepted> {
  return api.post<InvitationAccepted>(`/api/invitations/${encodeURIComponent(token)}/accept`, account);
}

type Options = Omit<UseMutationOptions<InvitationAccepted, Error, AcceptInvitationVariables>, 'mutationFn'>;

export function useAcceptInvitation({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: acceptInvitation,
    onSuccess: async (...args) => {
      // Início, Minha família and the athlete lists gain the child.
      await invalidatePaths(queryClient, '/api/family', '/api/athletes');
      await onSuccess?.(...args);
    },
  });
}
