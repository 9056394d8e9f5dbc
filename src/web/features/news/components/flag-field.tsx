import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@web/components/ui/form';

/** A yes/no field: a checkbox with its label beside it and an optional hint under both. */
export function FlagField<TFieldValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  description,
}: {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
  label: string;
  description?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-md border p-3">
          <FormControl>
            <Checkbox ref={field.ref} checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} className="mt-0.5" />
          </FormControl>
          <FormLabel className="leading-snug font-medium">{label}</FormLabel>
          {description && <FormDescription className="col-start-2">{description}</FormDescription>}
        </FormItem>
      )}
    />
  );
}
