import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { MaskedInput } from '@web/components/masked-input';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';

interface FieldProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
  label: string;
  /** Shows a '*' (hidden from screen readers, which hear aria-required instead). */
  required?: boolean;
  description?: string;
  placeholder?: string;
  className?: string;
}

function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <FormLabel>
      {label}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      )}
    </FormLabel>
  );
}

/** A labelled text input bound to a react-hook-form field, with the schema's message under it. */
export function TextField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  control,
  name,
  label,
  required,
  description,
  placeholder,
  className,
  type = 'text',
  autoComplete,
  inputMode,
}: FieldProps<TFieldValues, TTransformed> & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FieldLabel label={label} required={required} />
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ''}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              placeholder={placeholder}
              aria-required={required || undefined}
            />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A text input masked as the user types (CPF, CNPJ, phone, CEP). */
export function MaskedField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  control,
  name,
  label,
  required,
  description,
  placeholder,
  className,
  mask,
}: FieldProps<TFieldValues, TTransformed> & { mask: (value: string) => string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FieldLabel label={label} required={required} />
          <FormControl>
            <MaskedInput {...field} mask={mask} placeholder={placeholder} aria-required={required || undefined} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A multi-line text field (addresses, notes). */
export function TextareaField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  control,
  name,
  label,
  required,
  description,
  placeholder,
  className,
  rows = 3,
}: FieldProps<TFieldValues, TTransformed> & { rows?: number }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FieldLabel label={label} required={required} />
          <FormControl>
            <Textarea {...field} value={field.value ?? ''} rows={rows} placeholder={placeholder} aria-required={required || undefined} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
