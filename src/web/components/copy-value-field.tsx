import { useId, useRef, type ReactNode } from 'react';
import { CopyIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';
import { toast } from './ui/use-toast';

export interface CopyValueFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** The toast after a successful copy. */
  copied: { title: string; description: string };
  /** How the fallback toast names the value: 'O token', 'O código PIX'. */
  valueName: string;
  monospace?: boolean;
  /** A long value (a PIX code) shows whole, over several lines. */
  multiline?: boolean;
  /** A second way to hand the value over, beside the copy button (WhatsApp). */
  extraAction?: ReactNode;
}

/**
 * A read-only value to copy (an API token, an invitation link, a PIX code). Without clipboard
 * access the value is selected, so the keyboard or the phone's menu can copy it.
 */
export function CopyValueField({ label, value, copyLabel, copied, valueName, monospace = false, multiline = false, extraAction }: CopyValueFieldProps) {
  const valueId = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      toast(copied);
    } catch {
      field.current?.select();
      toast({ variant: 'destructive', title: 'Não foi possível copiar', description: `${valueName} está selecionado: copie com Ctrl+C ou pelo menu do celular.` });
    }
  }

  const shared = {
    id: valueId,
    ref: field,
    readOnly: true,
    value,
    spellCheck: false,
    onFocus: (event: { currentTarget: { select: () => void } }) => event.currentTarget.select(),
  };
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={valueId}>{label}</Label>
        {multiline ? (
          <Textarea {...shared} rows={4} className={cn('resize-none break-all', monospace && 'font-mono text-sm')} />
        ) : (
          <Input {...shared} className={cn(monospace && 'font-mono')} />
        )}
      </div>
      <div className={cn('grid gap-2', extraAction && 'sm:grid-cols-2')}>
        <Button variant="outline" onClick={() => void handleCopy()}>
          <CopyIcon aria-hidden="true" />
          {copyLabel}
        </Button>
        {extraAction}
      </div>
    </>
  );
}
