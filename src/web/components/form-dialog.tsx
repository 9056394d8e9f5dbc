import { AlertNotice } from '@web/components/alert-notice';
import type { ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Form } from '@web/components/ui/form';
import { cn } from '@web/lib/utils';

export interface FormDialogProps<TFieldValues extends FieldValues, TTransformedValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  /** Receives the schema's output (digits, trimmed text, nulls) when validation passes. */
  onSubmit: SubmitHandler<TTransformedValues>;
  /** Runs when a submit fails validation (e.g. a form-wide "fill in the required fields" toast). */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
  submitLabel: string;
  cancelLabel?: string;
  /** While the request runs the buttons are disabled and the dialog cannot be closed. */
  pending?: boolean;
  /** Keeps the submit button disabled, e.g. until something is picked. */
  submitDisabled?: boolean;
  /** Width of the dialog on wide screens. */
  className?: string;
  children: ReactNode;
}

/**
 * The create/edit pattern: a titled modal dialog holding a react-hook-form form. A server error
 * set with setError('root.server', ...) shows above the buttons (see @web/lib/form-errors).
 */
export function FormDialog<TFieldValues extends FieldValues, TTransformedValues>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  onInvalid,
  submitLabel,
  cancelLabel = 'Cancelar',
  pending = false,
  submitDisabled = false,
  className,
  children,
}: FormDialogProps<TFieldValues, TTransformedValues>) {
  const rootError = form.formState.errors.root?.server?.message;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className={cn('sm:max-w-2xl', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="grid gap-4" aria-busy={pending}>
            {children}
            {rootError && <AlertNotice>{rootError}</AlertNotice>}
            <DialogFooter className="pt-2">
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  {cancelLabel}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={pending || submitDisabled} aria-busy={pending}>
                {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
