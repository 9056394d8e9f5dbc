import type { ReactNode } from 'react';
import { CopyValueField } from './copy-value-field';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';

export interface RevealOnceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Shown above the value, e.g. that it will not be shown again. */
  notice?: ReactNode;
  label: string;
  value: string;
  copyLabel: string;
  /** The toast after a successful copy. */
  copied: { title: string; description: string };
  /** How the fallback toast names the value: 'O token', 'O link'. */
  valueName: string;
  monospace?: boolean;
  /** A second way to hand the value over, beside the copy button (WhatsApp). */
  extraAction?: ReactNode;
}

/** A value the server shows once and never again (an API token, an invitation link): read-only, to copy now. */
export function RevealOnceDialog({
  open,
  onOpenChange,
  title,
  description,
  notice,
  label,
  value,
  copyLabel,
  copied,
  valueName,
  monospace = false,
  extraAction,
}: RevealOnceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {notice}
        <CopyValueField
          label={label}
          value={value}
          copyLabel={copyLabel}
          copied={copied}
          valueName={valueName}
          monospace={monospace}
          extraAction={extraAction}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button>Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
