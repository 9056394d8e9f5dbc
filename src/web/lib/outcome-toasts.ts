import { toast, type Toast } from '@web/components/ui/use-toast';
import { errorMessage } from './api';
import type { MutationOptions } from './mutation';

/** The words of one write's outcome, as the specs quote them. */
export interface OutcomeWords<TResult = unknown> {
  /**
   * The text under 'Sucesso'; or the whole toast worded from the answer (sign-in and registration
   * have titles of their own); none when the dialog shows the answer itself.
   */
  success?: string | ((result: TResult) => Toast);
  /** The spec's fallback, shown when the server sent no message of its own. */
  failure: string;
  /** The failure toast's title where the spec names one other than 'Erro'. */
  failureTitle?: string;
}

export function toastSuccess<TResult>(success: OutcomeWords<TResult>['success'], result: TResult) {
  if (typeof success === 'string') toast({ title: 'Sucesso', description: success });
  else if (success) toast(success(result));
}

/** The one failure rule (spec 1 §8, spec 2 §8): the server's message when it sent one, else the spec's fallback. */
export function toastFailure(error: unknown, fallback: string, title = 'Erro') {
  toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
}

/**
 * A page action's outcome (a status change, a delete): its toast, then `done` either way, with the
 * answer when it succeeded (the confirmation closes). `words` picks the texts from the variables,
 * e.g. inactivate or reactivate. `doneOnFailure: false` runs `done` only after a success (the
 * confirmation stays open to try again).
 */
export function actionToasts<TData, TVariables>(
  words: (variables: TVariables) => OutcomeWords<TData>,
  done?: (result?: TData) => void,
  { doneOnFailure = true }: { doneOnFailure?: boolean } = {},
): MutationOptions<TData, TVariables> {
  return {
    onSuccess: (result, variables) => {
      toastSuccess(words(variables).success, result);
      done?.(result);
    },
    onError: (error, variables) => {
      const { failure, failureTitle } = words(variables);
      toastFailure(error, failure, failureTitle);
      if (doneOnFailure) done?.();
    },
  };
}
