import type { ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';

export type MaskedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** A progressive mask from @domain/documents: maskCpf, maskCnpj, maskPhone, maskCep. */
  mask: (value: string) => string;
  value?: string | null;
  /** Receives the masked text (the zod schema strips it to digits). */
  onChange: (value: string) => void;
};

/** A text input that masks as the user types; spread a react-hook-form `field` into it. */
export function MaskedInput({ mask, value, onChange, inputMode = 'numeric', ...props }: MaskedInputProps) {
  return (
    <Input
      {...props}
      inputMode={inputMode}
      autoComplete={props.autoComplete ?? 'off'}
      value={mask(value ?? '')}
      onChange={(event) => onChange(mask(event.target.value))}
    />
  );
}
