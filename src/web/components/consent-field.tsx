import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PolicyLink } from '@web/components/policy-link';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';

/** Who ticks the box: the account holder, the guardian registering the athlete, or staff for the guardian. */
export type ConsentStatement = 'conta' | 'responsavel' | 'escola';

const statements: Record<ConsentStatement, { before: string; after: string }> = {
  conta: {
    before: 'Li a',
    after: 'e autorizo o tratamento dos meus dados e dos dados pessoais e de saúde dos atletas sob minha responsabilidade.',
  },
  responsavel: {
    before: 'Sou o responsável pelo atleta, li a',
    after: 'e autorizo o tratamento dos dados pessoais e de saúde dele.',
  },
  escola: {
    before: 'O responsável leu a',
    after: 'e autorizou o tratamento dos dados pessoais e de saúde do atleta.',
  },
};

interface ConsentFieldProps<TFieldValues extends FieldValues, TTransformed> {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: FieldPath<TFieldValues>;
  statement: ConsentStatement;
}

/**
 * The LGPD consent checkbox (art. 8 and 14): required, unticked at first, with the policy one click
 * away (in a new tab, so the form is not lost). The schema's message shows under it.
 */
export function ConsentField<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  control,
  name,
  statement,
}: ConsentFieldProps<TFieldValues, TTransformed>) {
  const { before, after } = statements[statement];
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-2 rounded-md border bg-muted/40 p-3">
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-required
                className="mt-0.5"
              />
            </FormControl>
            <FormLabel className="block leading-snug font-normal">
              {before} <PolicyLink /> {after}
              <span aria-hidden="true" className="ml-1 font-medium text-destructive">
                *
              </span>
            </FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
