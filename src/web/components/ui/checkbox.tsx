import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * The browser's own checkbox, in the app's primary colour. Radix's checkbox is a button plus a
 * hidden input and half a dozen components per box; a page of selectable rows made the list's
 * commit one long task on a phone. The native one needs no script, and follows the
 * system's forced colours and the high-contrast theme's primary.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        'peer size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-2 aria-invalid:outline-destructive',
        className,
      )}
      {...props}
    />
  );
}
