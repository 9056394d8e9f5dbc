import type { ComponentProps, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { maskPhone } from '@domain/documents';
import { MaskedInput } from '@web/components/masked-input';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, useFormField } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';

interface FieldProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
  label: string;
  /** Shows a '*' beside the label (hidden from screen readers, which hear aria-required instead). */
  required?: boolean;
  description?: string;
  placeholder?: string;
  className?: string;
}

/** The input attributes a field passes through to its <input>. */
type InputAttributes = Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'autoCapitalize' | 'inputMode' | 'maxLength' | 'spellCheck'>;

export interface SelectOption {
  /** Never empty (spec 1 §5 "Selects"). */
  value: string;
  label: string;
}

type BoundField<TFieldValues extends FieldValues> = ControllerRenderProps<TFieldValues, FieldPath<TFieldValues>>;

/** The open list of a select: one item per option, in their order. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <SelectContent>
      {options.map((option) => (
        <SelectItem key={option.value} value={option.value}>
          {option.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}

/**
 * A field's label. A required field gets a '*' after it, outside the <label>, so the field's
 * accessible name (and getByLabel('CPF', { exact: true })) stays the plain label.
 */
function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  if (!required) return <FormLabel>{label}</FormLabel>;
  return (
    <div className="flex items-center gap-1">
      <FormLabel>{label}</FormLabel>
      <span aria-hidden="true" className="text-sm leading-none font-medium text-destructive">
        *
      </span>
    </div>
  );
}

/** The react-hook-form binding of a field and the item that holds it; `children` renders what the item shows of the bound field. */
export function BoundItem<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  className,
  children,
}: Pick<FieldProps<TFieldValues, TTransformed>, 'control' | 'name' | 'className'> & { children: (field: BoundField<TFieldValues>) => ReactNode }) {
  return <FormField control={control} name={name} render={({ field }) => <FormItem className={className}>{children(field)}</FormItem>} />;
}

/**
 * What every field shares: the react-hook-form binding, the label, the optional description and
 * the schema's message under the control. `children` renders the control (inside a FormControl).
 */
function FieldShell<TFieldValues extends FieldValues, TTransformed>({
  children,
  ...shell
}: Omit<FieldProps<TFieldValues, TTransformed>, 'placeholder'> & { children: (field: BoundField<TFieldValues>) => ReactNode }) {
  return (
    <BoundItem control={shell.control} name={shell.name} className={shell.className}>
      {(field) => (
        <>
          <FieldLabel label={shell.label} required={shell.required} />
          {children(field)}
          {shell.description && <FormDescription>{shell.description}</FormDescription>}
          <FormMessage />
        </>
      )}
    </BoundItem>
  );
}

type InputFieldProps<TFieldValues extends FieldValues, TTransformed> = FieldProps<TFieldValues, TTransformed> & InputAttributes;

/** A labelled text input bound to a react-hook-form field, with the schema's message under it. */
export function TextField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: InputFieldProps<TFieldValues, TTransformed>,
) {
  return <InputField {...props} />;
}

/** A Brazilian phone, masked (00) 00000-0000 as the user types, with the phone keyboard. */
export function PhoneField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(props: InputFieldProps<TFieldValues, TTransformed>) {
  return <InputField mask={maskPhone} type="tel" inputMode="tel" placeholder="(00) 00000-0000" maxLength={15} {...props} />;
}

/** A text input masked as the user types (CPF, CNPJ, phone, CEP); numeric keyboard and no autofill unless told. */
export function MaskedField<TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  props: InputFieldProps<TFieldValues, TTransformed> & { mask: (value: string) => string },
) {
  return <InputField {...props} />;
}

function InputField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  required,
  description,
  className,
  mask,
  ...input
}: InputFieldProps<TFieldValues, TTransformed> & { mask?: (value: string) => string }) {
  return (
    <FieldShell {...{ control, name, label, required, description, className }}>
      {(field) => (
        <FormControl>
          {mask ? (
            <MaskedInput {...field} mask={mask} {...input} aria-required={required || undefined} />
          ) : (
            <Input {...field} value={field.value ?? ''} type="text" {...input} aria-required={required || undefined} />
          )}
        </FormControl>
      )}
    </FieldShell>
  );
}

/** A multi-line text field (addresses, notes). */
export function TextareaField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  placeholder,
  rows = 3,
  ...shell
}: FieldProps<TFieldValues, TTransformed> & { rows?: number }) {
  return (
    <FieldShell {...shell}>
      {(field) => (
        <FormControl>
          <Textarea {...field} value={field.value ?? ''} rows={rows} placeholder={placeholder} aria-required={shell.required || undefined} />
        </FormControl>
      )}
    </FieldShell>
  );
}

/** A select over fixed options; `placeholder` shows while nothing is chosen. */
export function SelectField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  placeholder,
  options,
  ...shell
}: FieldProps<TFieldValues, TTransformed> & { options: readonly SelectOption[] }) {
  return (
    <FieldShell {...shell}>
      {(field) => (
        <Select value={field.value ?? ''} onValueChange={field.onChange}>
          <FormControl>
            <SelectTrigger className="w-full" aria-required={shell.required || undefined} onBlur={field.onBlur} ref={field.ref}>
              <SelectValue placeholder={placeholder}>{options.find((option) => option.value === field.value)?.label}</SelectValue>
            </SelectTrigger>
          </FormControl>
          <SelectOptions options={options} />
        </Select>
      )}
    </FieldShell>
  );
}

/**
 * A field whose control is not a plain input (a photo picker, ...). `render` gets the bound field
 * and returns one control, which receives the label's id and the aria wiring.
 */
export function CustomField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  render,
  ...shell
}: Omit<FieldProps<TFieldValues, TTransformed>, 'placeholder'> & { render: (field: BoundField<TFieldValues>) => ReactNode }) {
  return <FieldShell {...shell}>{(field) => <FormControl>{render(field)}</FormControl>}</FieldShell>;
}

/** A choice of a checkbox group: the field holds the chosen values, text or numbers (days). */
export interface CheckboxOption {
  value: string | number;
  label: string;
}

/**
 * Several choices of one field (a list of values): a fieldset whose legend is the label, one
 * checkbox per option, the schema's message under the group.
 */
export function CheckboxGroupField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  options,
  ...shell
}: Omit<FieldProps<TFieldValues, TTransformed>, 'placeholder'> & { options: readonly CheckboxOption[] }) {
  return (
    <BoundItem control={shell.control} name={shell.name} className={shell.className}>
      {(field) => <CheckboxGroup field={field} options={options} label={shell.label} required={shell.required} description={shell.description} />}
    </BoundItem>
  );
}

function CheckboxGroup<TFieldValues extends FieldValues>({
  field,
  options,
  label,
  required,
  description,
}: {
  field: BoundField<TFieldValues>;
  options: readonly CheckboxOption[];
  label: string;
  required?: boolean;
  description?: string;
}) {
  const { error, formDescriptionId, formMessageId } = useFormField();
  const chosen: CheckboxOption['value'][] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: CheckboxOption['value'], checked: boolean) =>
    field.onChange(checked ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <>
      <fieldset aria-describedby={[description && formDescriptionId, error && formMessageId].filter(Boolean).join(' ') || undefined}>
        <legend className="mb-2 flex items-center gap-1 text-sm leading-none font-medium data-[error=true]:text-destructive" data-error={!!error}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          )}
        </legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          {options.map((option, index) => (
            <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
              <Checkbox
                ref={index === 0 ? field.ref : undefined}
                checked={chosen.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
                onBlur={field.onBlur}
                aria-invalid={!!error}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {description && <FormDescription>{description}</FormDescription>}
      <FormMessage />
    </>
  );
}
