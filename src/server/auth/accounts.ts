import { CPF_TAKEN, EMAIL_TAKEN } from '@domain/messages';
import { conflict, isUniqueViolation } from '../http/errors';

/** Runs a write to users, answering a taken email or CPF with its 409 (sign-up and /usuarios). */
export async function uniqueAccount<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(EMAIL_TAKEN);
    if (isUniqueViolation(error, 'users_cpf_unique')) throw conflict(CPF_TAKEN);
    throw error;
  }
}
