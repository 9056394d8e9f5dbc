import type { z } from 'zod';
import { invitationAcceptedSchema, type InvitationAccepted, type invitationRegisterSchema } from '@domain/families';
import { ATHLETES_PATH } from '@web/features/shared/api/get-athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { invitationPath } from './get-invitation';
import { MY_FAMILY_PATH } from './get-my-family';

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
export const acceptInvitation = ({ token, account }: AcceptInvitationVariables) =>
  api.post<typeof invitationAcceptedSchema>(`${invitationPath(token)}/accept`, account);

/** Início, Minha família and the athlete lists gain the child. */
export const useAcceptInvitation = (options?: MutationOptions<InvitationAccepted, AcceptInvitationVariables>) =>
  useApiMutation(acceptInvitation, { refresh: [MY_FAMILY_PATH, ATHLETES_PATH] }, options);
