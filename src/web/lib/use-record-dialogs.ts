import { useState } from 'react';

/** The open dialog of a page: which one, and what it is about. */
export type OpenDialog<TDialogs> = { [K in keyof TDialogs]: { type: K; target: TDialogs[K] } }[keyof TDialogs];

/**
 * Which dialog of a list page is open, one at a time, and on what: each dialog named with what it
 * is about, e.g. `useRecordDialogs<{ form: Company | null; details: Company; status: Company }>()`
 * (a null form target creates a record). Closing any of them clears it.
 */
export function useRecordDialogs<TDialogs extends object>(initial: () => OpenDialog<TDialogs> | null = () => null) {
  const [dialog, setDialog] = useState<OpenDialog<TDialogs> | null>(initial);
  const close = () => setDialog(null);
  return {
    open: <K extends keyof TDialogs>(type: K, target: TDialogs[K]) => setDialog({ type, target } as OpenDialog<TDialogs>),
    close,
    /** Every dialog's onOpenChange: closing it clears the state. */
    onOpenChange: (open: boolean) => {
      if (!open) close();
    },
    isOpen: (type: keyof TDialogs) => dialog?.type === type,
    /** What the `type` dialog is about while it is open; undefined otherwise. */
    target: <K extends keyof TDialogs>(type: K) => (dialog?.type === type ? (dialog.target as TDialogs[K]) : undefined),
  };
}
