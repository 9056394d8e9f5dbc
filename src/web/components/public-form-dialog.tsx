import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Form } from '@web/components/ui/form';

export interface SubmitFormProps<TFieldValues extends FieldValues, TTransformed> {
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  onSubmit: SubmitHandler<TTransformed>;
  pending: boolean;
  submitLabel: string;
  /** The submit button's label while the request runs: 'Entrando...'. */
  pendingLabel: string;
  /** In the footer before the submit button, e.g. 'Voltar ao login'. */
  footerStart?: ReactNode;
  footerClassName?: string;
  submitClassName?: string;
  children: ReactNode;
}

/**
 * A form of the public dialogs (sign-in, sign-up, a password reset's steps): its fields, then the
 * footer with the submit button alone, whose label says when the request runs.
 */
export function SubmitForm<TFieldValues extends FieldValues, TTransformed>({
  form,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  footerStart,
  footerClassName,
  submitClassName,
  children,
}: SubmitFormProps<TFieldValues, TTransformed>) {
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        {children}
        <DialogFooter className={footerClassName}>
          {footerStart}
          <Button type="submit" className={submitClassName} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

export interface PublicFormDialogProps<TFieldValues extends FieldValues, TTransformed>
  extends Omit<SubmitFormProps<TFieldValues, TTransformed>, 'footerStart' | 'footerClassName' | 'submitClassName'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Width of the dialog on wide screens. */
  className: string;
}

/** Entrar and Cadastrar on the public pages: a titled dialog holding one SubmitForm, its button full width on a phone. */
export function PublicFormDialog<TFieldValues extends FieldValues, TTransformed>({
  open,
  onOpenChange,
  title,
  description,
  className,
  ...form
}: PublicFormDialogProps<TFieldValues, TTransformed>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <SubmitForm {...form} submitClassName="w-full sm:w-auto" />
      </DialogContent>
    </Dialog>
  );
}
