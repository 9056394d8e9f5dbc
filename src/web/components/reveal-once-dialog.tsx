import type { ReactNode } from 'react';
import { CopyValueField, type CopyValueFieldProps } from './copy-value-field';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';

/** The dialog's texts, and the value as CopyValueField shows it (on one line: a token, a link). */
export interface RevealOnceDialogProps extends Omit<CopyValueFieldProps, 'multiline'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Shown above the value, e.g. that it will not be shown again. */
  notice?: ReactNode;
}

/** A value the server shows once and never again (an API token, an invitation link): read-only, to copy now. */
export function RevealOnceDialog({ open, onOpenChange, title, description, notice, ...field }: RevealOnceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {notice}
        <CopyValueField {...field} />
        <DialogFooter>
          <DialogClose asChild>
            <Button>Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
