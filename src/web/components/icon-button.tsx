import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'size'> & {
  /** The accessible name, also shown as a tooltip: 'Editar', 'Ver detalhes'... */
  label: string;
  icon: ReactNode;
};

/** A square icon-only button named for screen readers and with a tooltip (TooltipLayer) for pointer and keyboard users. */
export function IconButton({ label, icon, variant = 'ghost', ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size="icon" aria-label={label} data-tooltip={label} {...props}>
      {icon}
    </Button>
  );
}
