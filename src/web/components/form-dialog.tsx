import { AlertNotice } from '@web/components/alert-notice';
import type { ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Form } from '@web/components/ui/form';
import { useSaveRecord, type SaveRecordOptions } from '@web/lib/use-save-record';
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
  /** Shown above the fields, e.g. why the record cannot be edited ('Esta matrícula está inativa...'). */
  notice?: ReactNode;
  /** A button beside the notice, e.g. 'Reativar'. */
  noticeAction?: ReactNode;
  /** The form is read-only: every field and the submit button are disabled (an inactive record, a view-only role). */
  disabled?: boolean;
  /** Width of the dialog on wide screens. */
  className?: string;
  children: ReactNode;
}

/**
 * The create/edit pattern: a titled modal dialog holding a react-hook-form form. A server error
 * set with setError('root.server', ...) shows above the buttons (see @web/lib/form-errors); a
 * notice, above the fields.
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
  notice,
  noticeAction,
  disabled = false,
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
            {notice &&
              (noticeAction ? (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  <div className="flex-1">
                    <AlertNotice role="status">{notice}</AlertNotice>
                  </div>
                  {noticeAction}
                </div>
              ) : (
                <AlertNotice role="status">{notice}</AlertNotice>
              ))}
            {disabled ? (
              // A disabled fieldset disables every native control inside, a select's trigger too.
              <fieldset disabled className="grid min-w-0 gap-4 disabled:pointer-events-none">
                {children}
              </fieldset>
            ) : (
              children
            )}
            {rootError && <AlertNotice>{rootError}</AlertNotice>}
            <DialogFooter className="pt-2">
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  {cancelLabel}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={pending || submitDisabled || disabled} aria-busy={pending}>
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

export type SaveRecordDialogProps<TFieldValues extends FieldValues, TData, TRecord extends { id: number }, TResult> = Omit<
  FormDialogProps<TFieldValues, TData>,
  'onSubmit' | 'pending'
> &
  Omit<SaveRecordOptions<TFieldValues, TData, TRecord, TResult>, 'onSaved'> & {
    /** Receives the stored record, before the dialog closes. */
    onSaved?: (saved: TResult) => void;
  };

/**
 * The create/edit dialog of a record: a FormDialog whose submit creates the record, or updates
 * `record`, as useSaveRecord reports it, and closes the dialog once it is stored.
 */
export function SaveRecordDialog<TFieldValues extends FieldValues, TData, TRecord extends { id: number }, TResult>({
  record,
  useCreate,
  useUpdate,
  messages,
  onSaved,
  ...dialog
}: SaveRecordDialogProps<TFieldValues, TData, TRecord, TResult>) {
  const { save, pending } = useSaveRecord({
    form: dialog.form,
    record,
    useCreate,
    useUpdate,
    messages,
    onSaved: (saved) => {
      onSaved?.(saved);
      dialog.onOpenChange(false);
    },
  });
  return <FormDialog {...dialog} onSubmit={save} pending={pending} />;
}
