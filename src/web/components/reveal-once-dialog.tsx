import { useId, useRef, type ReactNode } from 'react';
import { CopyIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { toast } from './ui/use-toast';

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

/**
 * A value the server shows once and never again (an API token, an invitation link): read-only, to
 * copy now. Without clipboard access the value is selected, so the keyboard or the phone's menu can
 * copy it.
 */
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
  const valueId = useId();
  const valueInput = useRef<HTMLInputElement>(null);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      toast(copied);
    } catch {
      valueInput.current?.select();
      toast({ variant: 'destructive', title: 'Não foi possível copiar', description: `${valueName} está selecionado: copie com Ctrl+C ou pelo menu do celular.` });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {notice}
        <div className="grid gap-2">
          <Label htmlFor={valueId}>{label}</Label>
          <Input
            id={valueId}
            ref={valueInput}
            readOnly
            value={value}
            className={cn(monospace && 'font-mono')}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <div className={cn('grid gap-2', extraAction && 'sm:grid-cols-2')}>
          <Button variant="outline" onClick={() => void handleCopy()}>
            <CopyIcon aria-hidden="true" />
            {copyLabel}
          </Button>
          {extraAction}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
