import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'size'> & {
  /** The accessible name, also shown as a tooltip: 'Editar', 'Ver detalhes'... */
  label: string;
  icon: ReactNode;
};

/** A square icon-only button named for screen readers and with a tooltip for pointer users. */
export function IconButton({ label, icon, variant = 'ghost', ...props }: IconButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant={variant} size="icon" aria-label={label} {...props}>
          {icon}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
