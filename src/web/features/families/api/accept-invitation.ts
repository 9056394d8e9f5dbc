import type { z } from 'zod';
import { invitationAcceptedSchema, type InvitationAccepted, type invitationRegisterSchema } from '@domain/families';
import type { messageResponse } from '@domain/responses';
import { ATHLETES_PATH } from '@web/features/athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { invitationPath } from './get-invitation';
import { MY_FAMILY_PATH } from './get-my-family';

export type InvitationAccount = z.output<typeof invitationRegisterSchema>;

/** POST /api/invitations/:token/accept signed in: 200 with the child linked to the session's account. */
export const acceptInvitation = ({ token }: { token: string }) => api.post<typeof invitationAcceptedSchema>(`${invitationPath(token)}/accept`);

/** Início, Minha família and the athlete lists gain the child. */
export const useAcceptInvitation = (options?: MutationOptions<InvitationAccepted, { token: string }>) =>
  useApiMutation(acceptInvitation, { refresh: [MY_FAMILY_PATH, ATHLETES_PATH] }, options);

export interface RegisterWithInvitationVariables {
  token: string;
  /** The family account to create (always a cliente). */
  account: InvitationAccount;
}

/**
 * The same POST signed out: 201 with sign-up's message and no session, whether the e-mail or CPF
 * already had an account or not (the answer must not tell); the family then signs in.
 */
export const registerWithInvitation = ({ token, account }: RegisterWithInvitationVariables) =>
  api.post<typeof messageResponse>(`${invitationPath(token)}/accept`, account);

export const useRegisterWithInvitation = (options?: MutationOptions<z.output<typeof messageResponse>, RegisterWithInvitationVariables>) =>
  useApiMutation(registerWithInvitation, { refresh: [] }, options);
