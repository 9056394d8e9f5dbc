import type { ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Label of the confirming button, e.g. 'Inativar'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirming button for actions that take something away. */
  destructive?: boolean;
  /** While the action runs the buttons are disabled and the dialog stays open. */
  pending?: boolean;
  /** Runs the action; the caller closes the dialog (onOpenChange(false)) when it succeeds. */
  onConfirm: () => void;
}

/** The one confirmation pattern (inactivate, reactivate, delete, cancel a payment...). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} aria-busy={pending} onClick={onConfirm}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export interface DeleteDialogProps<T> {
  /** The record about to be deleted; null or undefined keeps the dialog closed. */
  target: T | null | undefined;
  onOpenChange: (open: boolean) => void;
  /** 'Excluir jogo'. */
  title: ReactNode;
  /** 'Tem certeza que deseja excluir este jogo?' */
  description: ReactNode;
  pending: boolean;
  /** Deletes the target; the caller closes the dialog when the request ends. */
  onConfirm: (target: T) => void;
}

/** The delete confirmation: a red 'Excluir' over the record the page's dialogs hold. */
export function DeleteDialog<T>({ target, onOpenChange, title, description, pending, onConfirm }: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null && target !== undefined}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel="Excluir"
      destructive
      pending={pending}
      onConfirm={() => target !== null && target !== undefined && onConfirm(target)}
    />
  );
}
