import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';

export interface SettingsDialogPlaceholderProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** What could not be loaded, when it could not; else the settings are loading. */
  error?: string;
  /** How many fields the form will have, shown as placeholders while it loads. */
  fields: number;
  /** The form dialog's width, so the dialog does not change size when the form comes. */
  className?: string;
}

/**
 * A settings dialog (PIX, multa e juros, the bank, the régua de cobrança) before its form can be
 * shown: the same title, with placeholders while the settings load or what went wrong.
 */
export function SettingsDialogPlaceholder({ open, onOpenChange, title, description, error, fields, className = 'sm:max-w-lg' }: SettingsDialogPlaceholderProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert">{error}</p>
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <span className="sr-only">Carregando</span>
            {Array.from({ length: fields }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
